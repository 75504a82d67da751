'use client'

import { useEffect } from 'react'

import { registerOfflineWorker } from '@/browser/offline'

/** Registers the offline worker after the page has loaded (src/browser/offline.ts); it draws nothing. */
export function OfflineAgent() {
  useEffect(registerOfflineWorker, [])
  return null
}
