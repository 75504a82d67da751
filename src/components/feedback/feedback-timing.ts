/** Feedback: the thank-you shows this long, then the dialog closes and resets after a further pause. */
export const FEEDBACK_THANKS_MS = 3000
export const FEEDBACK_RESET_MS = 500
