import { useTranslations } from 'next-intl'

import { CachedImage } from '@/components/media/CachedImage'
import type { BasicsRoleGuide } from '@/data/basics'

import { FRAGMENT_SCROLL_OFFSET_PX } from './fragment-scroll'
import { HeroLink } from './HeroLink'
import { InlineText } from './InlineText'
import { Paragraphs } from './Paragraphs'
import styles from './RoleGuide.module.css'

/** One role: banner, overview and its subtypes with example heroes and common traits. */
export function RoleGuide({ role }: { role: BasicsRoleGuide }) {
  const t = useTranslations('Basics')
  const id = role.role
  return (
    // scroll-margin makes the browser's own jump to #id land where the guide's smooth scroll would.
    <article
      id={id}
      className={styles.role}
      data-role={id}
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: FRAGMENT_SCROLL_OFFSET_PX }}
    >
      <div className={styles.banner}>
        {role.bannerUrl && <CachedImage className={styles.bannerImage} src={role.bannerUrl} alt={role.bannerAlt} loading="lazy" />}
      </div>
      <h3 id={`${id}-title`} className={styles.title}>
        {t(`role.${role.role}`)}
      </h3>
      <div className={styles.overview}>
        <Paragraphs text={role.overview} />
      </div>

      <div className={styles.subtypes}>
        {role.subtypes.map((subtype, index) => {
          const subId = `${id}-subtype-${index}`
          return (
            <section key={subtype.name} className={styles.subtype} aria-labelledby={subId}>
              <h4 id={subId} className={styles.subtypeTitle}>
                {subtype.name}
              </h4>
              {subtype.exampleHeroes.length > 0 && (
                <>
                  <h5 id={`${subId}-heroes`} className={styles.label}>
                    {t('exampleHeroes')}
                  </h5>
                  <ul className={styles.heroes} aria-labelledby={`${subId}-heroes`}>
                    {subtype.exampleHeroes.map((hero) => (
                      <li key={hero.slug}>
                        <HeroLink hero={hero} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <div className={styles.paragraph}>
                <Paragraphs text={subtype.paragraph} />
              </div>
              {subtype.traits.length > 0 && (
                <>
                  <h5 id={`${subId}-traits`} className={styles.label}>
                    {t('commonTraits')}
                  </h5>
                  <ul className={styles.traits} aria-labelledby={`${subId}-traits`}>
                    {subtype.traits.map((trait) => (
                      <li key={trait}>
                        <InlineText text={trait} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )
        })}
      </div>
    </article>
  )
}
