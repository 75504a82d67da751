import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { patchDate } from '@/components/patches/patch-format'
import { IntentLink } from '@/components/shell/IntentLink'
import type { TierListEntry } from '@/data/tier-list'

import styles from './TierListPage.module.css'
import { tierListHref } from './tier-format'
import { TierListView } from './TierListView'

/** A tier list's whole page: which patch, the opinion statement, the tiers, and the lists before and after. */
export function TierListPage({ list, path }: { list: TierListEntry; path: string }) {
  return (
    <div className={styles.page} data-route="tier-list">
      <GuideHeader title="Tier list" subtitle={`Patch ${list.patch}`} />
      <div className={styles.body}>
        <p className={styles.meta} data-testid="tier-list-patch">
          For patch <IntentLink href={`/patches/${encodeURIComponent(list.patch)}`}>{list.patch}</IntentLink>, updated{' '}
          <time dateTime={list.updatedAt}>{patchDate(list.updatedAt)}</time>
        </p>
        <p className={styles.opinion} data-testid="tier-list-opinion">
          This list is the editors’ opinion of each hero on this patch, drawn from playing them and from the guides’
          own notes. It is not measured from win rates or match data. Tap or focus a hero for the reason.
        </p>
        <TierListView list={list} path={path} />
        <nav className={styles.others} aria-label="Other tier lists">
          {list.previous && (
            <IntentLink href={tierListHref(list.previous)} rel="prev">
              <ArrowIcon direction="back" /> Tier list for {list.previous}
            </IntentLink>
          )}
          {list.next && (
            <IntentLink href={tierListHref(list.next)} rel="next">
              Tier list for {list.next} <ArrowIcon direction="forward" />
            </IntentLink>
          )}
        </nav>
      </div>
    </div>
  )
}
