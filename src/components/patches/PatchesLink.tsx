import { IntentLink } from '@/components/shell/IntentLink'

import styles from './PatchesLink.module.css'

/** On the news page: the way to the patch list and to the feed that carries both. */
export function PatchesLink() {
  return (
    <p className={styles.line}>
      What each game patch changed, hero by hero: <IntentLink href="/patches">all patches</IntentLink>
      <span aria-hidden="true"> · </span>
      <a href="/feed.xml" type="application/atom+xml">
        Atom feed
      </a>
    </p>
  )
}
