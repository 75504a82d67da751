'use client'

import { useEffect, useState } from 'react'

import { postTask } from '@/browser/post-task'

/** Runs `task` in a task of its own, after whatever the browser has queued (a tap included); returns how to call it off. */
function nextTask(task: () => void): () => void {
  const queued = postTask(task, 'user-visible')
  if (queued) return queued
  const timer = setTimeout(task, 0)
  return () => clearTimeout(timer)
}

/**
 * How many of `count` steps of bringing the map to life to take so far: one more per task, so the whole is a
 * row of short tasks instead of one long one, and a phone answers a tap in between.
 */
export function useLayerSteps(count: number): number {
  const [taken, setTaken] = useState(0)
  useEffect(() => {
    if (taken >= count) return
    return nextTask(() => setTaken((steps) => steps + 1))
  }, [taken, count])
  return taken
}
