/** How many characters of a long text the admin's lists show: each marker's description, each feedback message. */
export const MARKER_LIST_PREVIEW_CHARS = 80
export const FEEDBACK_PREVIEW_CHARS = 120
