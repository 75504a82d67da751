// @ts-check
/**
 * Keeps Next.js's two clocks in step, so an expiry counts the moment it is made.
 *
 * Next's incremental cache stamps entries and tag expiries with the wall clock (`Date.now()`), but asks whether
 * an expiry has come, or an entry has aged, with the monotonic clock anchored at the process's start
 * (`performance.timeOrigin + performance.now()`). The two part whenever the wall clock is set forward after the
 * server started: a virtual machine paused and resumed, NTP stepping a clock that ran slow. From then on every
 * `revalidateTag` took effect only that much later, and until then the page or read was served stale once while
 * it re-rendered behind. An editor who published and looked saw the old page, and a news entry scheduled for a
 * time reached /news late (CI saw it: 23 end-to-end tests, each looking once right after a write).
 *
 * `performance.now()` stays monotonic, so durations measured with it do not change; only the origin follows the
 * wall clock, which is what every sum `timeOrigin + now()` in Next means. Loaded by both cache handlers, which Next
 * loads in the server process before it caches anything (tests/int/clock-step.int.test.ts).
 */
const { performance } = globalThis

Object.defineProperty(performance, 'timeOrigin', {
  configurable: true,
  enumerable: true,
  get: () => Date.now() - performance.now(),
})
