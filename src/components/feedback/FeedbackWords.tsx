'use client'

import { NextIntlClientProvider, useLocale } from 'next-intl'
import type { ReactNode } from 'react'

import type { Language } from '@/i18n/languages'
import en from '@/i18n/messages/en/feedback.json'
import es from '@/i18n/messages/es/feedback.json'
import ptBR from '@/i18n/messages/pt-BR/feedback.json'

const WORDS: Record<Language, typeof en> = { en, es, 'pt-BR': ptBR }

/**
 * The feedback dialog's words, in every language. They load with the dialog's code the first time a visitor opens
 * it (src/components/feedback/FeedbackProvider.tsx) instead of travelling with every page: about 440 bytes of
 * brotli off each page's HTML, for about 1 KB more on that first opening.
 */
export function FeedbackWords({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <NextIntlClientProvider locale={locale} messages={WORDS[locale as Language] ?? WORDS.en}>
      {children}
    </NextIntlClientProvider>
  )
}
