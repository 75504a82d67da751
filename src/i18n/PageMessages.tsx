import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { clientMessages } from './client-messages'

type Messages = AbstractIntlMessages

/** `messages` with the part at `path` ('Heroes.roles') copied from `from`, the objects on the way copied, not changed. */
function withPart(messages: Messages, from: Messages, path: string): Messages {
  const [head, ...rest] = path.split('.')
  const source = from[head]
  if (source === undefined) return messages
  if (!rest.length || typeof source === 'string') return { ...messages, [head]: source }
  const current = messages[head]
  return { ...messages, [head]: withPart(typeof current === 'object' ? current : {}, source, rest.join('.')) }
}

/**
 * Gives the client components below a few more parts of the catalogue ('Counters.page'), on the pages that render
 * them only: the layout sends every page the shell's namespaces alone, and a page's browser downloads no other
 * page's words (issue 45: at most 3 KB of language script per page). The shell's namespaces stay readable here.
 */
export async function PageMessages({ parts, children }: { parts: string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()])
  const scoped = parts.reduce((picked, path) => withPart(picked, messages, path), clientMessages(messages))
  return (
    <NextIntlClientProvider locale={locale} messages={scoped}>
      {children}
    </NextIntlClientProvider>
  )
}
