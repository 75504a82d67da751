'use client'

import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** Reads one answer of Payload's REST API as the signed-in editor; undefined until it arrives or when it fails. */
export function useCmsJson<T>(path: string | undefined): T | undefined {
  const { config } = useConfig()
  const url = path ? `${config.serverURL}${config.routes.api}${path}` : undefined
  const [answer, setAnswer] = useState<{ url: string; body: T }>()
  useEffect(() => {
    if (!url) return
    const abort = new AbortController()
    fetch(url, { credentials: 'include', signal: abort.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body) => body && setAnswer({ url, body }))
      .catch(() => undefined)
    return () => abort.abort()
  }, [url])
  return answer && answer.url === url ? answer.body : undefined
}
