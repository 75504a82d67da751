import { createTranslator } from 'next-intl'

import type { HeroGuide } from '@/data/hero-guide'
import { CATALOGUES } from '@/i18n/catalogue'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'

/**
 * The guide's meta description in `language`: the hero's job when written, otherwise what the page does hold.
 * Metadata is written apart from the page, so the language comes as an argument rather than from the request.
 */
export function heroGuideDescription(guide: Pick<HeroGuide, 'hero' | 'details' | 'abilities' | 'teamUps'>, language: Language = DEFAULT_LANGUAGE): string {
  const t = createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'Heroes' })
  const { nickname: name, role } = guide.hero
  const values = { name, role: t(`roles.${role}`) }
  if (guide.details?.primaryJob) return t('description.full', { ...values, job: guide.details.primaryJob })
  const abilities = guide.abilities.length > 0
  const teamUps = guide.teamUps.length > 0
  const holds = abilities && teamUps ? 'both' : abilities ? 'abilities' : teamUps ? 'teamUps' : 'none'
  return t(`description.${holds}`, values)
}
