import type { Language } from './languages'
import en from './messages/en'
import es from './messages/es'
import ptBR from './messages/pt-BR'

export type Catalogue = typeof en

/**
 * Every language's whole catalogue, for the server's own writing outside a page's request: metadata, the search
 * index, the admin's desk. A page reads its language's through next-intl (src/i18n/request.ts).
 */
export const CATALOGUES: Record<Language, Catalogue> = { en, es, 'pt-BR': ptBR }
