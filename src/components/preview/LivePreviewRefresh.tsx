'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * Inside the admin's live preview frame: every save or autosave of the document re-renders this page on the
 * server, which in draft mode reads the newest drafts.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  // The admin is served from this same origin; known only in the browser.
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => '')
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
