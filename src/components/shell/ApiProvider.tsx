'use client'

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'

import { createApiClient, type ApiClient, type AuthSettings } from '@/browser/api-client'

import { tokenProvider } from './token-provider'

type ApiConfig = { appId: string; clientId: string; secret: string }

const ApiContext = createContext<ApiClient | null>(null)

/** Hands the signed /api client to every client component below it, signed in when a token provider is set. */
export function ApiProvider({ config, auth, children }: { config: ApiConfig; auth: AuthSettings; children: ReactNode }) {
  const client = useMemo(
    () => createApiClient({ ...config, auth: tokenProvider ? { provider: tokenProvider, ...auth } : undefined }),
    [config, auth],
  )
  useEffect(() => client.startTokenSync(), [client])
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext)
  if (!client) throw new Error('useApi() needs an <ApiProvider> above it.')
  return client
}
