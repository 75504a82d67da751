import type { AbstractIntlMessages } from 'next-intl'

/**
 * The namespaces that client components read in the browser. Only these travel with the page; everything a server
 * component says stays on the server (issue 45, 6: at most 3 KB of script for languages).
 */
// The feedback dialog's words (Feedback) are not among them: they load with the dialog (src/components/feedback/FeedbackWords.tsx).
// Nor are the shell's words that only the server says (ShellFrame: the skip link, the feed's title, the support banner).
export const CLIENT_NAMESPACES = ['Shell', 'Nav', 'Search', 'GuideHeader'] as const

/** The mark on a block still in English (Untranslated): a page sends it only when it has such a block. */
export const UNTRANSLATED_WORDS = ['Content.untranslated', 'Content.untranslatedHint']

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.flatMap((namespace) => (namespace in messages ? [[namespace, messages[namespace]]] : [])))
}
