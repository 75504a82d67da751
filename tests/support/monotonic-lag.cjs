/**
 * Preloaded (`node --require`) into a server under test: its monotonic clock lags its wall clock by a minute, as on
 * a virtual machine that was paused and resumed, or whose slow clock NTP stepped forward, after the server started.
 * Next.js reads "now" as `performance.timeOrigin + performance.now()`; this moves that sum a minute behind
 * `Date.now()` and leaves `performance.now()` itself alone (tests/int/clock-step.int.test.ts).
 */
const LAG_MS = 60_000
const origin = performance.timeOrigin - LAG_MS
Object.defineProperty(performance, 'timeOrigin', { configurable: true, enumerable: true, get: () => origin })
