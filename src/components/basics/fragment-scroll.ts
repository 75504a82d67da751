/** Basics: a #fragment scrolls there after this wait, leaving this much room above. */
export const FRAGMENT_SCROLL_DELAY_MS = 500
export const FRAGMENT_SCROLL_OFFSET_PX = 200
