/**
 * Where the browser's errors go (spec §8): failed /api calls and failed icons alike. Today that is the
 * console; a monitoring service would hook in here, in one place.
 */
export const errorReporter = {
  error: (...details: unknown[]) => console.error(...details),
}

/** The spec's error catalogue entry for a marker icon that does not load. */
const ICON_ERROR = 'Error retrieving icon'

const reportedIcons = new Set<string>()

/** Reports a failed marker icon once per address, however many markers use it. */
export function reportIconError(url: string) {
  if (reportedIcons.has(url)) return
  reportedIcons.add(url)
  errorReporter.error(`[map] ${ICON_ERROR}: ${url}`)
}
