import { WayInLink } from '@/components/shell/WayInLink'

/** On the heroes screen: the way to the tier list. */
export function TierListLink() {
  return <WayInLink href="/tier-list" icon="▤" label="Tier list: every hero placed S to D for the current patch" testId="tier-list-link" tucked />
}
