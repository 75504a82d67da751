import { useTranslations } from 'next-intl'

import type { GuideHero, HeroGuide } from '@/data/hero-guide'

import { HeroTile } from './HeroTile'
import styles from './HowToWinSide.module.css'

type Entry = HeroGuide['howToWin'][number]

/** The lists of a side in this order; each type's heading is its key in `Heroes.howToWin`. */
const TYPE_ORDER: Entry['type'][] = ['playbook', 'insight', 'avoid', 'role']

/** One side of "How to win" (as, against or with the hero): its hero tiles, then its lists by type. */
export function HowToWinSide({
  side,
  title,
  tiles,
  entries,
}: {
  side: Entry['side']
  title: string
  tiles: { heading: string; heroes: GuideHero[] }
  entries: Entry[]
}) {
  const headingId = `how-to-win-${side}`
  const t = useTranslations('Heroes.howToWin')
  const lists = TYPE_ORDER.map((type) => ({ type, heading: t(type), items: entries.filter((entry) => entry.type === type) })).filter(
    (list) => list.items.length > 0,
  )
  return (
    <section className={styles.side} data-side={side} data-testid={`how-to-win-${side}`} aria-labelledby={headingId}>
      <h3 className={styles.title} id={headingId}>
        {title}
      </h3>
      {tiles.heroes.length > 0 && (
        <div className={styles.tiles}>
          <h4 className={styles.subheading}>{tiles.heading}</h4>
          <ul className={styles.heroes}>
            {tiles.heroes.map((hero) => (
              <li key={hero.slug}>
                <HeroTile hero={hero} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {lists.length > 0 && (
        <div className={styles.lists}>
          {lists.map((list) => (
            <div key={list.type} className={styles.list} data-type={list.type}>
              <h4 className={styles.subheading}>{list.heading}</h4>
              <ul>
                {list.items.map((entry) => (
                  <li key={entry.id}>{entry.text}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
