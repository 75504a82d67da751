import { useTranslations } from 'next-intl'

import { WayInLink } from '@/components/shell/WayInLink'

/** On the heroes screen: the way to the tier list. */
export function TierListLink() {
  const t = useTranslations('TierList')
  return <WayInLink href="/tier-list" icon="▤" label={t('link')} testId="tier-list-link" tucked />
}
