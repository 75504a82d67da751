import type { Language } from './languages'
import en from './messages/en'
import es from './messages/es'
import ptBR from './messages/pt-BR'

export type Catalogue = typeof en

/**
 * Every language's whole catalogue: the one record the server reads them from, for a page's request through
 * next-intl (src/i18n/request.ts) and for its own writing outside one (metadata, the search index, the admin's desk).
 */
export const CATALOGUES: Record<Language, Catalogue> = { en, es, 'pt-BR': ptBR }
