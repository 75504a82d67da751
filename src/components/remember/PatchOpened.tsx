'use client'

import { useEffect } from 'react'

import { rememberOpenedPatch } from './memory-store'

/** On a patch's page: the visitor has now seen it, so "New since your last visit" goes (issue 46). Draws nothing. */
export function PatchOpened({ version, releasedAt }: { version: string; releasedAt: string }) {
  useEffect(() => rememberOpenedPatch({ version, releasedAt }), [version, releasedAt])
  return null
}
