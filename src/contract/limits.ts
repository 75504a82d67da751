/** The /api's limits as clients see them: the server enforces them, the guide's own pages respect them. */

/** Feedback field limits of POST /api/feedback: the server enforces them, the dialog respects them. */
export const FEEDBACK_LIMITS = { message: 5000, contact: 200, other: 500 } as const

/**
 * Site search (GET /api/search, /search, the navigation's search box). A query is 1 to this many characters
 * without control characters; the API answers at most `apiResults`, the search box shows `boxResults` and asks
 * `debounceMs` after the last keystroke. Searches are rate limited per client like POST calls, with a budget
 * of their own because a search box asks while the visitor types.
 */
export const SEARCH = {
  maxQueryChars: 100,
  apiResults: 20,
  boxResults: 8,
  debounceMs: 150,
  rateLimit: { points: 60, durationSeconds: 60 },
} as const
