import { createTranslator } from 'next-intl'

import { CATALOGUES } from '@/i18n/catalogue'
import type { Language } from '@/i18n/languages'

/** The desk's words in the admin's language (EditorDesk in the catalogues). */
export const deskWords = (language: Language) => createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'EditorDesk' })

export type DeskWords = ReturnType<typeof deskWords>
