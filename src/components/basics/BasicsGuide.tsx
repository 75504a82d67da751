import type { ComponentProps } from 'react'

import { PageMessages } from '@/i18n/PageMessages'

import { BasicsGuideView } from './BasicsGuideView'

/** The Basics screen with its words: the filterable guide reads them in the browser. */
export function BasicsGuide(props: ComponentProps<typeof BasicsGuideView>) {
  return (
    <PageMessages parts={['Basics', 'Content.untranslated', 'Content.untranslatedHint']}>
      <BasicsGuideView {...props} />
    </PageMessages>
  )
}
