/**
 * What `npm test` repeats of Vitest's failures at the very end of a run. Vitest reports a failed test or a failed
 * hook (a `beforeAll` that could not start its servers, whose tests then count as skipped) when the unit and
 * integration tests end, and the end-to-end run prints a quarter of an hour of lines after it. Whoever reads only
 * the end of a CI log (the last screenful) must still see what failed and why.
 */

/** The headings Vitest prints above its failure reports: "⎯⎯ Failed Suites 1 ⎯⎯", "⎯⎯ Failed Tests 2 ⎯⎯", "⎯⎯ Unhandled Errors ⎯⎯". */
const SECTION = /^⎯+ (Failed Suites \d+|Failed Tests \d+|Unhandled Errors?) ⎯+$/
/** A failure report's first line: " FAIL  project path > suite > test", or an uncaught error's own heading. */
const REPORT = /^( FAIL |⎯+ (Uncaught Exception|Unhandled Rejection|Unhandled Error)\b)/
/** Lines that carry no news: the source frame under an error, rules and counters between reports, blank lines. */
const NOISE = /^(\s*\d*\s*\|.*|⎯+(\[\d+\/\d+\]⎯)?|\s*)$/

const ANSI = /\u001b\[[0-9;]*m/g

/**
 * The failure reports in Vitest's output, trimmed to at most `maxLines`: each report keeps its heading and its
 * first lines (the error and the nearest stack frames), and every report gets a share, so a long one (a server's
 * output in an error) cannot crowd out the others. Empty when Vitest reported no failure.
 */
export function vitestFailureDigest(output: string, maxLines = 60): string[] {
  const lines = output.replace(ANSI, '').split(/\r?\n/)
  const start = lines.findIndex((line) => SECTION.test(line))
  if (start < 0) return []
  const end = lines.findIndex((line, index) => index > start && /^ Test Files /.test(line))
  const reports: string[][] = []
  for (const line of lines.slice(start, end < 0 ? undefined : end)) {
    if (SECTION.test(line)) continue
    if (REPORT.test(line)) reports.push([line.trimEnd()])
    else if (reports.length && !NOISE.test(line)) reports[reports.length - 1].push(line.length > 300 ? `${line.slice(0, 300)} …` : line)
  }
  if (!reports.length) return []
  const share = Math.max(3, Math.floor(maxLines / reports.length))
  const digest: string[] = []
  for (const [index, report] of reports.entries()) {
    if (digest.length >= maxLines) {
      digest.push(`… and ${reports.length - index} more failure reports above`)
      break
    }
    digest.push(...report.slice(0, share))
    if (report.length > share) digest.push(`  … ${report.length - share} more lines above`)
  }
  return digest
}
