import type { Hero } from '@/contract/types'
import { PageMessages } from '@/i18n/PageMessages'

import { HeroRosterView } from './HeroRosterView'

/** The Heroes screen, with the words its browser-side roster reads. */
export function HeroRoster({ heroes, written }: { heroes: Hero[]; written: string[] }) {
  return (
    <PageMessages parts={['Heroes.roles', 'Heroes.roleFilter', 'Heroes.roster', 'Counters.link', 'TierList.link', 'Remember.star']}>
      <HeroRosterView heroes={heroes} written={written} />
    </PageMessages>
  )
}
