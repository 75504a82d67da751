import { notFound } from 'next/navigation'

import { TranslationNotice } from '@/components/content/TranslationNotice'
import { CounterHelperLink } from '@/components/counters/CounterHelperLink'
import { KeepOfflineButton } from '@/components/offline/KeepOfflineButton'
import { GuidePatchNotice } from '@/components/patches/GuidePatchNotice'
import { PatchHistory } from '@/components/patches/PatchHistory'
import { TeamBuilderLink } from '@/components/team-builder/TeamBuilderLink'
import { HeroTierLine } from '@/components/tier-list/HeroTierLine'

import { getHeroGuide } from '@/data/hero-guide'
import { getHeroTranslation } from '@/data/guide-translations'
import { getWrittenHeroesOfRole } from '@/data/heroes'
import type { Language } from '@/i18n/languages'
import { PageMessages } from '@/i18n/PageMessages'

import { GuideComing } from './GuideComing'
import { HeroAbilities } from './HeroAbilities'
import { HowToWin } from './HowToWin'
import { TeamUps } from './TeamUps'

/**
 * A hero's whole guide in the page's language once every read is in: header and abilities, how to win, team-ups.
 * Texts without a translation yet are shown in English under a "Not yet translated" mark.
 */
export async function HeroGuideBody({ slug, language }: { slug: string; language: Language }) {
  const [guide, translation] = await Promise.all([getHeroGuide(slug, language), getHeroTranslation(slug, language)])
  if (!guide) notFound()
  const written = guide.abilities.length > 0 || guide.details !== null || guide.howToWin.length > 0
  // Without a guide: heroes of the same role whose guides are written, to read instead.
  const similar = written
    ? []
    : (await getWrittenHeroesOfRole(guide.hero.role)).filter((other) => other.slug !== guide.hero.slug).slice(0, 6)
  return (
    <>
      <GuidePatchNotice subject="hero" slug={guide.hero.slug} />
      <TranslationNotice translation={translation} language={language} />
      <KeepOfflineButton framed language={language} title={guide.hero.nickname} guide={guide} />
      <PageMessages parts={['Heroes.roles', 'Heroes.abilities', 'Content.untranslated', 'Content.untranslatedHint', 'Remember.star']}>
        <HeroAbilities hero={guide.hero} abilities={guide.abilities} hasAvatar={guide.avatar !== null} />
      </PageMessages>
      {!written && <GuideComing hero={guide.hero} teamUps={guide.teamUps.length} similar={similar} />}
      <HeroTierLine slug={guide.hero.slug} />
      <CounterHelperLink enemy={guide.hero} />
      <TeamBuilderLink hero={guide.hero} />
      <HowToWin guide={guide} />
      <TeamUps guide={guide} />
      <PatchHistory subject="hero" slug={guide.hero.slug} name={guide.hero.nickname} />
    </>
  )
}
