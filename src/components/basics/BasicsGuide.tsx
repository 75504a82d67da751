import type { ComponentProps } from 'react'

import { UNTRANSLATED_WORDS } from '@/i18n/client-messages'
import { PageMessages } from '@/i18n/PageMessages'

import { BasicsGuideView } from './BasicsGuideView'

/**
 * The Basics screen with its words: the filterable guide reads them in the browser. The mark for a part still in
 * English travels only when a part is (issue 49: about 80 bytes of brotli off a translated page).
 */
export function BasicsGuide(props: ComponentProps<typeof BasicsGuideView>) {
  const marks = props.basics.untranslated.length ? UNTRANSLATED_WORDS : []
  return (
    <PageMessages parts={['Basics', ...marks]}>
      <BasicsGuideView {...props} />
    </PageMessages>
  )
}
