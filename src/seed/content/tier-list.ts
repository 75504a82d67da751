import type { Tier } from '@/rules/tiers'

import { heroGuides } from './heroes'
import { patchSeeds } from './patches'

/**
 * The seeded tier list, for the newest seeded patch. Only the heroes with a full written guide are placed (the
 * others stay unranked), and each reason is that guide's own primary and secondary job, so the list says
 * nothing the guide does not. The tiers are the editors' opinion of those jobs, not measured win rates.
 */
const TIERS_BY_HERO: Record<string, Tier> = {
  'luna-snow': 'S',
  'doctor-strange': 'S',
  'rocket-raccoon': 'A',
  'hulk': 'A',
  'magik': 'A',
  'the-punisher': 'B',
  'iron-man': 'B',
  'peni-parker': 'C',
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

export function tierListSeed(): { patch: string; entries: { hero: string; tier: Tier; reason: string }[] } {
  return {
    patch: patchSeeds().at(-1)!.version,
    entries: heroGuides.map(({ hero, details }) => ({
      hero,
      tier: TIERS_BY_HERO[hero] ?? 'C',
      reason: details.secondaryJob ? `${details.primaryJob}; ${lowerFirst(details.secondaryJob)}.` : `${details.primaryJob}.`,
    })),
  }
}
