import { useTranslations } from 'next-intl'

import { Untranslated } from '@/components/content/Untranslated'
import type { GuideImage } from '@/data/hero-guide'
import type { HeroStat } from '@/contract/types'

import styles from './HeroStats.module.css'

/** The stats card image and its numbers as name/value pairs (readable without the image), marked while in English. */
export function HeroStats({ image, stats, nickname, untranslated }: { image: GuideImage | null; stats: HeroStat[]; nickname: string; untranslated: boolean }) {
  const t = useTranslations('Heroes.howToWin')
  if (!image && !stats.length) return null
  return (
    <section className={styles.stats} aria-labelledby="hero-stats-heading" data-testid="hero-stats">
      <h3 id="hero-stats-heading" className={styles.title}>
        {t('stats', { name: nickname })}
      </h3>
      <div className={styles.layout}>
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- CMS media, sized by CSS
          <img className={styles.image} src={image.url} alt={image.alt} width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" />
        )}
        {stats.length > 0 && (
          <Untranslated when={untranslated}>
            <dl className={styles.pairs}>
              {stats.map((stat) => (
                <div key={stat.name} className={styles.pair}>
                  <dt>{stat.name}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Untranslated>
        )}
      </div>
    </section>
  )
}
