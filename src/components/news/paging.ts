/**
 * The news feed pages: the server renders the first page, and the next one loads once the visitor scrolls
 * within NEWS_SCROLL_TRIGGER_PX of the bottom.
 */
export const NEWS_PAGE_SIZE = 5
export const NEWS_SCROLL_TRIGGER_PX = 100
