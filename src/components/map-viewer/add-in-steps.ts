import type L from 'leaflet'

import { nextTask } from '@/browser/post-task'

/**
 * How long one step of adding layers runs before it yields, measured on the device itself. Lighthouse simulates
 * a phone by multiplying each of a desktop's tasks by 4, and a task counts as long from 50 ms: a step's task is
 * its budget plus the layer that crosses it plus the browser's own work after it (a garbage collection, the
 * microtasks), so 4 × 6 ms leaves that room where 4 × 12 did not.
 */
export const STEP_BUDGET_MS = 6

/**
 * Adds `layers` to `group` (already on the map) a few per task, each task ending once STEP_BUDGET_MS is spent,
 * so a section's markers or callouts never arrive as one long task a tap has to wait behind. `done` runs in a
 * task of its own after the last. Returns how to call off what has not run yet.
 */
export function addInSteps(group: L.LayerGroup, layers: L.Layer[], done?: () => void): () => void {
  let next = 0
  let callOff = () => {}
  const step = () => {
    const started = performance.now()
    while (next < layers.length) {
      group.addLayer(layers[next++])
      if (performance.now() - started >= STEP_BUDGET_MS) break
    }
    if (next < layers.length) callOff = nextTask(step)
    else if (done) callOff = nextTask(done)
  }
  callOff = nextTask(step)
  return () => callOff()
}
