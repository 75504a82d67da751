/**
 * Polls `probe` until it returns a value, for up to `ms`: for signals that arrive on their own time (a log line, a
 * counter, a batch of spans), with no event to wait on.
 */
export async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
