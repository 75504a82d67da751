import Link from 'next/link'

import styles from './GuideComing.module.css'

/** Shown where a hero's written guide would be, until someone writes it. */
export function GuideComing({ nickname }: { nickname: string }) {
  return (
    <section className={styles.coming} data-testid="guide-coming" aria-labelledby="guide-coming-heading">
      <h2 id="guide-coming-heading" className={styles.title}>
        Guide coming
      </h2>
      <p>
        We have not written the {nickname} guide yet: abilities, matchups and tips land here once it is done. Meanwhile the{' '}
        <Link href="/basics">basics</Link> cover what every role needs, and the <Link href="/heroes">roster</Link> has finished guides for
        other heroes.
      </p>
    </section>
  )
}
