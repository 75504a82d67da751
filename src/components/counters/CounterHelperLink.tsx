import { WayInLink } from '@/components/shell/WayInLink'

/** The way into the counter-pick helper: from the roster, or from a guide with that hero already chosen as the enemy. */
export function CounterHelperLink({ enemy }: { enemy?: { slug: string; nickname: string } }) {
  return (
    <WayInLink
      href={enemy ? `/heroes/counters?enemy=${enemy.slug}` : '/heroes/counters'}
      icon="⚔"
      label={enemy ? `Counter this hero: who beats ${enemy.nickname}` : 'Counter-pick helper: who beats the enemy team'}
      testId="counter-helper-link"
    />
  )
}
