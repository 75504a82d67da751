/** How long the news desk's bio overlay fades in; handed to its CSS as --bio-fade. */
export const BIO_FADE_MS = 300
