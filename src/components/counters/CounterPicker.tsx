import type { CounterPickData } from '@/data/counter-picks'
import { TeamBuilderLink } from '@/components/team-builder/TeamBuilderLink'
import { PageMessages } from '@/i18n/PageMessages'

import { CounterPickerView } from './CounterPickerView'

/** /heroes/counters, with the words its browser-side picker reads. */
export function CounterPicker({ data }: { data: CounterPickData }) {
  return (
    <PageMessages parts={['Heroes.roles', 'Counters.page']}>
      <CounterPickerView data={data} />
      <TeamBuilderLink />
    </PageMessages>
  )
}
