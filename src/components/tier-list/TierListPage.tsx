import { useTranslations } from 'next-intl'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { patchDate } from '@/components/patches/patch-format'
import { IntentLink } from '@/components/shell/IntentLink'
import type { TierListEntry } from '@/data/tier-list'
import { UNTRANSLATED_WORDS } from '@/i18n/client-messages'
import { PageMessages } from '@/i18n/PageMessages'

import styles from './TierListPage.module.css'
import { reasonInEnglish, tierListHref } from './tier-format'
import { TierListView } from './TierListView'

/** A tier list's whole page: which patch, the opinion statement, the tiers, and the lists before and after. */
export function TierListPage({ list, path }: { list: TierListEntry; path: string }) {
  const t = useTranslations('TierList')
  // The mark for a reason still in English travels only with a list that has one (TierHeroTile).
  const marks = list.tiers.some((tier) => tier.heroes.some(reasonInEnglish)) ? UNTRANSLATED_WORDS : []
  return (
    <div className={styles.page} data-route="tier-list">
      <GuideHeader title={t('title')} subtitle={t('patch', { patch: list.patch })} />
      <div className={styles.body}>
        <p className={styles.meta} data-testid="tier-list-patch">
          {t.rich('forPatch', {
            patch: list.patch,
            date: patchDate(list.updatedAt),
            link: (words) => <IntentLink href={`/patches/${encodeURIComponent(list.patch)}`}>{words}</IntentLink>,
            time: (words) => <time dateTime={list.updatedAt}>{words}</time>,
          })}
        </p>
        <p className={styles.opinion} data-testid="tier-list-opinion">
          {t('opinion')}
        </p>
        <PageMessages parts={['Heroes.roles', 'Heroes.roleFilter', 'TierList.view', ...marks]}>
          <TierListView list={list} path={path} />
        </PageMessages>
        <nav className={styles.others} aria-label={t('others')}>
          {list.previous && (
            <IntentLink href={tierListHref(list.previous)} rel="prev">
              <ArrowIcon direction="back" /> {t('listFor', { version: list.previous })}
            </IntentLink>
          )}
          {list.next && (
            <IntentLink href={tierListHref(list.next)} rel="next">
              {t('listFor', { version: list.next })} <ArrowIcon direction="forward" />
            </IntentLink>
          )}
        </nav>
      </div>
    </div>
  )
}
