import type L from 'leaflet'
import { describe, expect, it } from 'vitest'

import { addInSteps, STEP_BUDGET_MS } from '@/components/map-viewer/add-in-steps'

/** Busy for `ms`, as adding a marker's element to a slow page is. */
const busy = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until);
}

/** A layer group that records, for each layer added, which task added it (tasks counted by the test). */
function recordingGroup(costMs: number) {
  const state = { task: 0, added: [] as { layer: number; task: number }[] }
  const group = {
    addLayer: (layer: unknown) => {
      busy(costMs)
      state.added.push({ layer: layer as number, task: state.task })
      return group
    },
  }
  return { group: group as unknown as L.LayerGroup, state }
}

/** Counts tasks: each macrotask the test sees between two of the helper's steps moves the counter on. */
function countTasks(state: { task: number }) {
  let on = true
  const tick = () => {
    if (!on) return
    state.task++
    setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  return () => (on = false)
}

const layers = (count: number) => Array.from({ length: count }, (_, index) => index) as unknown as L.Layer[]

describe('addInSteps', () => {
  it('adds nothing in the calling task, then every layer in order, a budget’s worth per task, and calls done after', async () => {
    const { group, state } = recordingGroup(3)
    const stop = countTasks(state)
    const done = new Promise<number>((resolve) => addInSteps(group, layers(20), () => resolve(state.task)))
    expect(state.added).toEqual([])
    const doneTask = await done
    stop()
    expect(state.added.map((entry) => entry.layer)).toEqual([...Array(20).keys()])
    const perTask = new Map<number, number>()
    for (const entry of state.added) perTask.set(entry.task, (perTask.get(entry.task) ?? 0) + 1)
    // 3 ms a layer: at most budget / 3 a task (the last one crosses the budget), so at least five tasks for 20.
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(Math.ceil(STEP_BUDGET_MS / 3))
    expect(perTask.size).toBeGreaterThanOrEqual(5)
    expect(doneTask).toBeGreaterThan(Math.max(...state.added.map((entry) => entry.task)))
  })

  it('calling it off stops what has not run yet, done included', async () => {
    const { group, state } = recordingGroup(3)
    let finished = false
    const callOff = addInSteps(group, layers(20), () => (finished = true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    const soFar = state.added.length
    expect(soFar).toBeGreaterThan(0)
    expect(soFar).toBeLessThan(20)
    callOff()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(state.added.length).toBe(soFar)
    expect(finished).toBe(false)
  })
})
