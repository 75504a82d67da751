import type { ComponentProps } from 'react'

import { PageMessages } from '@/i18n/PageMessages'

import { MapGuideView } from './MapGuideView'

/** The map guide with its words: the viewer and the guide's parts read them in the browser. */
export function MapGuide(props: ComponentProps<typeof MapGuideView>) {
  return (
    <PageMessages parts={['Maps.type', 'Maps.allMaps', 'MapGuide', 'Content.untranslated', 'Content.untranslatedHint']}>
      <MapGuideView {...props} />
    </PageMessages>
  )
}
