// @ts-check
/**
 * The tag of answers kept in each process's memory only, never in the file-system store or Redis: answers to an
 * unbounded space of addresses (a search for any words), where storing every one would let strangers fill the
 * store. Both cache handlers hold the newest MEMORY_ONLY_ANSWERS of them, with 404s and redirects, and expire
 * them by tag like any other entry. Plain JavaScript: the cache handlers load it outside the bundle.
 */
export const MEMORY_ONLY_TAG = 'guide:memory-only'

/** How many memory-only answers (with 404s and redirects) one process holds, newest first. */
export const MEMORY_ONLY_ANSWERS = 500
