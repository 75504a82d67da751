import { useTranslations } from 'next-intl'

import { Untranslated } from '@/components/content/Untranslated'
import type { HeroGuide } from '@/data/hero-guide'

import { HeroDetailsBlock } from './HeroDetailsBlock'
import { HeroStats } from './HeroStats'
import styles from './HowToWin.module.css'
import { HowToWinSide } from './HowToWinSide'

/**
 * "How to win": the details rows, then one part per side. Each side carries the hero tiles that matter to it:
 * playing as the hero, whom they counter; playing against them, who counters them; playing with them, who
 * they play well with. Details (with the stats) and the entries shown in English for want of a translation are
 * marked so.
 */
export function HowToWin({ guide }: { guide: HeroGuide }) {
  const { hero, details, howToWin, statsImage, untranslated } = guide
  const t = useTranslations('Heroes.howToWin')
  const name = hero.nickname
  const sides = [
    { side: 'as' as const, title: t('as', { name }), tiles: { heading: t('theyCounter'), heroes: details?.counters ?? [] } },
    { side: 'against' as const, title: t('against', { name }), tiles: { heading: t('countersThem'), heroes: details?.counteredBy ?? [] } },
    { side: 'with' as const, title: t('with', { name }), tiles: { heading: t('playWellWith'), heroes: details?.synergies ?? [] } },
  ]
    .map((part) => ({ ...part, entries: howToWin.filter((entry) => entry.side === part.side) }))
    .filter((part) => part.tiles.heroes.length > 0 || part.entries.length > 0)
  const stats = details?.stats ?? []
  if (!details && !sides.length && !statsImage) return null

  return (
    <section className={styles.howToWin} aria-labelledby="how-to-win-heading" data-testid="how-to-win">
      <h2 id="how-to-win-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {details && (
        <Untranslated when={untranslated.includes('details')}>
          <HeroDetailsBlock details={details} />
        </Untranslated>
      )}
      <Untranslated when={untranslated.includes('howToWin')}>
        {sides.map((part) => (
          <HowToWinSide key={part.side} side={part.side} title={part.title} tiles={part.tiles} entries={part.entries} />
        ))}
      </Untranslated>
      <HeroStats image={statsImage} stats={stats} nickname={hero.nickname} untranslated={untranslated.includes('stats')} />
    </section>
  )
}
