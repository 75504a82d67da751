import type { Language } from '@/i18n/languages'

import type { BasicsSeed, Block, HeroGuideSeed, MapGuideSeed, NewsSeed, PageSeed } from '../types'
import type { CalloutSeed } from '../maps/callouts'
import type { RouteSeed } from '../maps/routes'
import * as es from './es'
import * as ptBR from './pt-BR'

/** A patch in another language: its version is the key; the changes are the English ones, in the same order. */
type PatchTranslation = { version: string; title: string; notes: Block[]; changes: { summary: string }[] }

/**
 * One language's translations of the seed, each in the English seed's own shape. News are matched to the
 * English entry by `publishedAt`, pages by slug, patches by version; map guides by map slug, callouts and routes
 * by map slug and English section name.
 */
export type SeedTranslation = {
  basics?: BasicsSeed
  pages?: PageSeed[]
  news?: NewsSeed[]
  patches?: PatchTranslation[]
  heroGuides?: Record<string, HeroGuideSeed>
  mapGuides?: Record<string, MapGuideSeed>
  sectionCallouts?: Record<string, Record<string, CalloutSeed[]>>
  sectionRoutes?: Record<string, Record<string, RouteSeed[]>>
}

// Each namespace as a shorthand property: knip reads a namespace under a quoted key as none of its exports used.
const byName = { es, ptBR }
export const translations: Record<Exclude<Language, 'en'>, SeedTranslation> = { es: byName.es, 'pt-BR': byName.ptBR }
