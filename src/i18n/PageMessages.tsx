import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { clientMessages } from './client-messages'

/**
 * Hands the client components below it the layout's client namespaces plus a few of their own. A page's client
 * screen (the map guide, the maps list, the basics) reads its words in the browser without every other page
 * carrying them (issue 45: a small catalogue per page). A nested provider replaces the layout's messages rather
 * than adding to them, hence the layout's own namespaces again.
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages()
  const own = Object.fromEntries(namespaces.flatMap((namespace) => (namespace in messages ? [[namespace, messages[namespace]]] : [])))
  return <NextIntlClientProvider messages={{ ...clientMessages(messages), ...own }}>{children}</NextIntlClientProvider>
}
