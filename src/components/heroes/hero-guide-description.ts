import type { HeroGuide } from '@/data/hero-guide'
import { ROLE_LABELS } from '@/rules/hero-roles'

/** The guide's meta description: the hero's job when written, otherwise what the page does hold. */
export function heroGuideDescription(guide: Pick<HeroGuide, 'hero' | 'details' | 'abilities' | 'teamUps'>): string {
  const { nickname, role } = guide.hero
  const roleLabel = ROLE_LABELS[role]
  if (guide.details?.primaryJob) {
    return `${nickname} (${roleLabel}) guide: ${guide.details.primaryJob}. Abilities, counters, team-ups and tips for playing as, against and with ${nickname}.`
  }
  const holds = [guide.abilities.length ? 'abilities' : '', guide.teamUps.length ? 'team-ups' : ''].filter(Boolean)
  return holds.length
    ? `${nickname} (${roleLabel}): ${holds.join(' and ')} so far; the full guide is on its way.`
    : `${nickname} (${roleLabel}): the full guide is on its way.`
}
