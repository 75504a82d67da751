/**
 * What the browser benchmarks share: Debian's Chromium with the flags this machine needs (no sandbox as root, no
 * GPU, no background traffic that would land in a measurement), and the median they report.
 */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/** The middle value; with an even count, the mean of the two middle ones. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
