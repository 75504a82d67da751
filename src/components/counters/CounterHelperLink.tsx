import { useTranslations } from 'next-intl'

import { WayInLink } from '@/components/shell/WayInLink'

/** The way into the counter-pick helper: from the roster, or from a guide with that hero already chosen as the enemy. */
export function CounterHelperLink({ enemy }: { enemy?: { slug: string; nickname: string } }) {
  const t = useTranslations('Counters.link')
  return (
    <WayInLink
      href={enemy ? `/heroes/counters?enemy=${enemy.slug}` : '/heroes/counters'}
      icon="⚔"
      label={enemy ? t('hero', { name: enemy.nickname }) : t('roster')}
      testId="counter-helper-link"
    />
  )
}
