import { PageMessages } from '@/i18n/PageMessages'
import type { TeamBuilderData } from '@/rules/team-lineup'

import { TeamBuilderView } from './TeamBuilderView'

/** /team-builder, with the words its browser-side builder reads. */
export function TeamBuilder({ data }: { data: TeamBuilderData }) {
  return (
    <PageMessages parts={['Heroes.roles', 'TeamBuilder.page', 'TeamBuilder.analysis', 'TeamBuilder.share', 'TeamBuilder.saved']}>
      <TeamBuilderView data={data} />
    </PageMessages>
  )
}
