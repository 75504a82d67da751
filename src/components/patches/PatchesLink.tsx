import Link from 'next/link'

import styles from './PatchesLink.module.css'

/** On the news page: the way to the patch list and to the feed that carries both. */
export function PatchesLink() {
  return (
    <p className={styles.line}>
      What each game patch changed, hero by hero: <Link href="/patches">all patches</Link>
      <span aria-hidden="true"> · </span>
      <a href="/feed.xml" type="application/atom+xml">
        Atom feed
      </a>
    </p>
  )
}
