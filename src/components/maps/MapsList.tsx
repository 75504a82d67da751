import type { ComponentProps } from 'react'

import { PageMessages } from '@/i18n/PageMessages'

import { MapsListView } from './MapsListView'

/** The Maps screen with its words: the filter and the list read them in the browser. */
export function MapsList(props: ComponentProps<typeof MapsListView>) {
  return (
    <PageMessages parts={['Maps']}>
      <MapsListView {...props} />
    </PageMessages>
  )
}
