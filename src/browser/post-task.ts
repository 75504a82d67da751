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

/** Runs `task` in a task of its own, after whatever the browser has queued (a tap included); returns how to call it off. */
export function nextTask(task: () => void): () => void {
  const queued = postTask(task, 'user-visible')
  if (queued) return queued
  const timer = setTimeout(task, 0)
  return () => clearTimeout(timer)
}
