import { useTranslations } from 'next-intl'

import type { BasicsHero, BasicsModeGuide, ModeMap } from '@/data/basics'

import { FRAGMENT_SCROLL_OFFSET_PX } from './fragment-scroll'
import { HeroLink } from './HeroLink'
import { MapTile } from './MapTile'
import styles from './ModeGuide.module.css'
import { Paragraphs } from './Paragraphs'

/** The spec recommends three heroes per side. */
const RECOMMENDED_PER_SIDE = 3

function SideAdvice({ id, title, advice, heroesTitle, heroes, side }: {
  id: string
  title: string
  advice: string | null
  heroesTitle: string
  heroes: BasicsHero[]
  side: 'def' | 'atk'
}) {
  return (
    <section className={styles.side} data-side={side} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.sideTitle}>
        {title}
      </h4>
      <Paragraphs text={advice} />
      {heroes.length > 0 && (
        <>
          <h5 id={`${id}-heroes`} className={styles.label}>
            {heroesTitle}
          </h5>
          <ul className={styles.heroes} aria-labelledby={`${id}-heroes`}>
            {heroes.slice(0, RECOMMENDED_PER_SIDE).map((hero) => (
              <li key={hero.slug}>
                <HeroLink hero={hero} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** One mode: what it is, how to play both sides, who to pick, where it is played and its rules. */
export function ModeGuide({ mode, maps }: { mode: BasicsModeGuide; maps: ModeMap[] }) {
  const t = useTranslations('Basics')
  const id = mode.mode
  const label = t(`mode.${mode.mode}`)
  return (
    // scroll-margin makes the browser's own jump to #id land where the guide's smooth scroll would.
    <article id={id} className={styles.mode} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: FRAGMENT_SCROLL_OFFSET_PX }}>
      <h3 id={`${id}-title`} className={styles.title}>
        <span className={styles.tag} aria-hidden="true">
          {t('modeTag')}
        </span>
        {label}
      </h3>
      <div className={styles.prose}>
        <Paragraphs text={mode.description} />
      </div>

      {mode.coreStrategy && (
        <section className={styles.block} aria-labelledby={`${id}-strategy`}>
          <h4 id={`${id}-strategy`} className={styles.blockTitle}>
            {t('coreStrategy')}
          </h4>
          <Paragraphs text={mode.coreStrategy} />
        </section>
      )}

      <div className={styles.sides}>
        <SideAdvice
          id={`${id}-defending`}
          side="def"
          title={t('defending')}
          advice={mode.defending}
          heroesTitle={t('recommendedDefenders')}
          heroes={mode.recommendedDefenders}
        />
        <SideAdvice
          id={`${id}-attacking`}
          side="atk"
          title={t('attacking')}
          advice={mode.attacking}
          heroesTitle={t('recommendedAttackers')}
          heroes={mode.recommendedAttackers}
        />
      </div>

      <section className={styles.block} aria-labelledby={`${id}-maps`}>
        <h4 id={`${id}-maps`} className={styles.blockTitle}>
          {t('modeMaps', { mode: label })}
        </h4>
        {maps.length > 0 ? (
          <ul className={styles.maps} aria-labelledby={`${id}-maps`}>
            {maps.map((map) => (
              <li key={`${map.locationSlug}/${map.slug}`}>
                <MapTile map={map} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('noModeMaps', { mode: label.toLowerCase() })}</p>
        )}
      </section>

      {mode.mechanics && (
        <aside className={styles.mechanics} aria-labelledby={`${id}-mechanics`}>
          <h4 id={`${id}-mechanics`} className={styles.blockTitle}>
            {t('mechanics')}
          </h4>
          <Paragraphs text={mode.mechanics} />
        </aside>
      )}
    </article>
  )
}
