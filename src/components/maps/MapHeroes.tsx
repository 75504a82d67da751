import { useTranslations } from 'next-intl'

import { Untranslated } from '@/components/content/Untranslated'
import { CachedImage } from '@/components/media/CachedImage'
import { IntentLink } from '@/components/shell/IntentLink'
import type { GuideMapHero } from '@/data/map-guide'
import type { MapType } from '@/contract/types'
import { heroColumns } from '@/maps/guide-rules'
import { heroAvatarAddress } from '@/components/media/image-picks'

import { GuidePart } from './GuidePart'
import styles from './MapHeroes.module.css'

/** Heroes that shine on this map, in a column per side, each linking to the hero's guide. */
export function MapHeroes({ heroes, type }: { heroes: GuideMapHero[]; type: MapType }) {
  const t = useTranslations('MapGuide')
  if (heroes.length === 0) return null
  const columns = heroColumns(type).filter((column) => heroes.some((hero) => hero.side === column.side))
  return (
    <GuidePart id="heroes" title={t('heroes')} kicker={t('heroesKicker')}>
      <div className={styles.columns}>
        {columns.map((column) => (
          <div key={column.side} className={styles.column} data-side={column.side}>
            <h3 className={styles.columnTitle}>{t(`side.${column.side}`)}</h3>
            <ul className={styles.list} aria-label={t('sideHeroes', { side: t(`side.${column.side}`) })}>
              {heroes
                .filter((hero) => hero.side === column.side)
                .map((hero) => (
                  <li key={hero.hero} className={styles.entry}>
                    <IntentLink className={styles.hero} href={`/heroes/${hero.hero}`}>
                      <CachedImage className={styles.avatar} src={heroAvatarAddress(hero.hero)} alt="" width={48} height={48} loading="lazy" />
                      <span>
                        <span className={styles.name}>{hero.nickname}</span>
                        <span className={styles.role}>{t(`role.${hero.role}`)}</span>
                      </span>
                    </IntentLink>
                    <Untranslated when={Boolean(hero.untranslated?.length)}>
                      <p className={styles.reason}>{hero.reason}</p>
                    </Untranslated>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </GuidePart>
  )
}
