import { afterEach, describe, expect, it } from 'vitest'

import { postTask } from '@/browser/post-task'

const host = globalThis as { scheduler?: unknown }

afterEach(() => {
  delete host.scheduler
})

describe('postTask', () => {
  it('answers null where the browser has no scheduler.postTask, so the caller falls back', () => {
    expect(postTask(() => {}, 'background')).toBeNull()
  })

  it('queues the task at the priority asked for, and calling it off aborts the queued task', async () => {
    const queued: { priority: string; signal: AbortSignal; task: () => void }[] = []
    host.scheduler = {
      postTask: (task: () => void, options: { priority: string; signal: AbortSignal }) => {
        queued.push({ task, ...options })
        return new Promise<void>((resolve, reject) => options.signal.addEventListener('abort', () => reject(new Error('aborted'))))
      },
    }
    const ran: string[] = []
    const callOff = postTask(() => ran.push('ran'), 'user-visible')
    expect(queued.map((entry) => entry.priority)).toEqual(['user-visible'])
    expect(queued[0].signal.aborted).toBe(false)
    callOff!()
    expect(queued[0].signal.aborted).toBe(true)
    queued[0].task()
    expect(ran).toEqual(['ran'])
  })
})
