'use client'

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'

import type { AuthSettings } from '@/browser/api-client'

import { type ApiCalls, lazyApiClient } from './lazy-api-client'
import { tokenProvider } from './token-provider'

type ApiConfig = { appId: string; clientId: string; secret: string }

const ApiContext = createContext<ApiCalls | null>(null)

/** Hands the signed /api client to every client component below it, signed in when a token provider is set. */
export function ApiProvider({ config, auth, children }: { config: ApiConfig; auth: AuthSettings; children: ReactNode }) {
  const client = useMemo(() => lazyApiClient({ ...config, auth: tokenProvider ? { provider: tokenProvider, ...auth } : undefined }), [config, auth])
  useEffect(() => {
    // Without a provider there is nothing to sync, and the client's code waits for the first call.
    if (!tokenProvider) return
    let stop: (() => void) | undefined
    let current = true
    void client.ready().then((loaded) => {
      if (current) stop = loaded.startTokenSync()
    })
    return () => {
      current = false
      stop?.()
    }
  }, [client])
  return <ApiContext.Provider value={client.calls}>{children}</ApiContext.Provider>
}

export function useApi(): ApiCalls {
  const client = useContext(ApiContext)
  if (!client) throw new Error('useApi() needs an <ApiProvider> above it.')
  return client
}
