import { useLocale, useTranslations } from 'next-intl'

import type { BasicsQuickstart } from '@/data/basics'
import { asLanguage, localePath } from '@/i18n/languages'
import { glossaryAnchor } from '@/rules/slugs'

import { GuideSection } from './GuideSection'
import { InlineText } from './InlineText'
import { Paragraphs } from './Paragraphs'
import styles from './QuickstartSection.module.css'

/** Colour words an editor is likely to use, drawn as a swatch beside the meaning. */
const SWATCHES: [RegExp, string][] = [
  [/red/i, '#ff4d4d'],
  [/yellow|gold/i, '#f2c230'],
  [/green/i, '#4fd18b'],
  [/blue/i, '#4da3ff'],
  [/orange/i, '#ff9a3c'],
  [/purple|violet/i, '#b07cff'],
  [/white|grey|gray/i, '#eef1f6'],
]
const swatchOf = (colour: string) => SWATCHES.find(([pattern]) => pattern.test(colour))?.[1] ?? 'var(--muted)'

/** The new player's page: roles, modes, tips and the slang, in the order a first match needs them. */
export function QuickstartSection({ quickstart }: { quickstart: BasicsQuickstart }) {
  const t = useTranslations('Basics')
  // This page in its own language: a link to the English page would leave it.
  const locale = useLocale()
  const basics = localePath(asLanguage(locale), '/basics')
  const q = quickstart
  return (
    <GuideSection id="quickstart" title={t('filter.quickstart')} kicker={t('quickstartKicker')} testId="basics-quickstart">
      <div className={styles.lead}>
        <Paragraphs text={q.overview} />
      </div>

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="quickstart-roles">
          <h3 id="quickstart-roles" className={styles.cardTitle}>
            {t('threeRoles')}
          </h3>
          <ul className={styles.links}>
            {q.roles.map((role) => (
              <li key={role.role} data-role={role.role} className={styles.linkItem}>
                {/* Plain anchors: a same-page fragment fires hashchange, which the guide listens to. */}
                <a className={styles.jump} href={`${basics}#${role.role}`}>
                  {role.label}
                </a>
                <p className={styles.summary}>{role.summary}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.card} aria-labelledby="quickstart-modes">
          <h3 id="quickstart-modes" className={styles.cardTitle}>
            {t('gameModes')}
          </h3>
          <ul className={styles.links}>
            {q.modes.map((mode) => (
              <li key={mode.mode} className={styles.linkItem}>
                <a className={styles.jump} href={`${basics}#${mode.mode}`}>
                  {t(`mode.${mode.mode}`)}
                </a>
                <p className={styles.summary}>{mode.summary}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.card} aria-labelledby="quickstart-arcade">
          <h3 id="quickstart-arcade" className={styles.cardTitle}>
            {t('arcadeModes')}
          </h3>
          <ul className={styles.links}>
            {q.arcadeModes.map((mode) => (
              <li key={mode.name} className={styles.linkItem}>
                <span className={styles.name}>{mode.name}</span>
                <p className={styles.summary}>{mode.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={styles.pair}>
        <section className={`${styles.card} ${styles.win}`} aria-labelledby="quickstart-win">
          <h3 id="quickstart-win" className={styles.cardTitle}>
            {t('howToWin')}
          </h3>
          <ul className={styles.tips}>
            {q.howToWin.map((tip) => (
              <li key={tip}>
                <InlineText text={tip} />
              </li>
            ))}
          </ul>
        </section>
        <section className={`${styles.card} ${styles.lose}`} aria-labelledby="quickstart-lose">
          <h3 id="quickstart-lose" className={styles.cardTitle}>
            {t('howToLose')}
          </h3>
          <ul className={styles.tips}>
            {q.howToLose.map((tip) => (
              <li key={tip}>
                <InlineText text={tip} />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={styles.pair}>
        {q.stagger && (
          <section className={styles.card} aria-labelledby="quickstart-stagger">
            <h3 id="quickstart-stagger" className={styles.cardTitle}>
              {t('stagger')}
            </h3>
            <Paragraphs text={q.stagger} />
          </section>
        )}
        {q.practice && (
          <section className={styles.card} aria-labelledby="quickstart-practice">
            <h3 id="quickstart-practice" className={styles.cardTitle}>
              {t('practice')}
            </h3>
            <Paragraphs text={q.practice} />
          </section>
        )}
      </div>

      {q.healthBarColours.length > 0 && (
        <section className={styles.card} aria-labelledby="quickstart-health">
          <h3 id="quickstart-health" className={styles.cardTitle}>
            {t('healthColours')}
          </h3>
          <ul className={styles.colours}>
            {q.healthBarColours.map((row) => (
              <li key={row.colour} className={styles.colour}>
                <span className={styles.swatch} style={{ background: swatchOf(row.colour) }} aria-hidden="true" />
                <span>
                  <strong>{row.colour}</strong>: {row.meaning}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {q.glossary.length > 0 && (
        <section className={`${styles.card} ${styles.glossaryCard}`} aria-labelledby="quickstart-glossary">
          <h3 id="quickstart-glossary" className={styles.cardTitle}>
            {t('glossary')}
          </h3>
          <dl className={styles.glossary}>
            {q.glossary.map((entry) => (
              <div key={entry.term} className={styles.entry}>
                <dt id={glossaryAnchor(entry.term)} className={styles.term}>
                  {entry.term}
                </dt>
                <dd className={styles.definition}>{entry.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </GuideSection>
  )
}
