/** The browser's prioritised task queue (scheduler.postTask, not in every browser). */
type TaskScheduler = {
  postTask: (task: () => void, options: { priority: 'user-visible' | 'background'; signal: AbortSignal }) => Promise<void>
}

/**
 * Queues `task` with the browser's scheduler at `priority` and returns how to call it off, or null where the
 * browser has no scheduler.postTask (the caller picks its own fallback).
 */
export function postTask(task: () => void, priority: 'user-visible' | 'background'): (() => void) | null {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler
  if (typeof scheduler?.postTask !== 'function') return null
  const calledOff = new AbortController()
  scheduler.postTask(task, { priority, signal: calledOff.signal }).catch(() => {
    // called off: the page moved on first
  })
  return () => calledOff.abort()
}
