/** The admin's map-marker list shows this many rows a page. */
export const MARKER_LIST_PAGE_SIZE = 50
