import { notFound } from 'next/navigation'

import { CounterHelperLink } from '@/components/counters/CounterHelperLink'

import { getHeroGuide } from '@/data/hero-guide'

import { GuideComing } from './GuideComing'
import { HeroAbilities } from './HeroAbilities'
import { HowToWin } from './HowToWin'
import { TeamUps } from './TeamUps'

/** A hero's whole guide once every read is in: header and abilities, how to win, team-ups. */
export async function HeroGuideBody({ slug }: { slug: string }) {
  const guide = await getHeroGuide(slug)
  if (!guide) notFound()
  const written = guide.abilities.length > 0 || guide.details !== null || guide.howToWin.length > 0
  return (
    <>
      <HeroAbilities hero={guide.hero} abilities={guide.abilities} hasAvatar={guide.avatar !== null} />
      {!written && <GuideComing nickname={guide.hero.nickname} />}
      <CounterHelperLink enemy={guide.hero} />
      <HowToWin guide={guide} />
      <TeamUps guide={guide} />
    </>
  )
}
