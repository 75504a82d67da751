'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

import { createApiClient, type ApiClient } from '@/lib/api-client'

type ApiConfig = { appId: string; clientId: string; secret: string }

const ApiContext = createContext<ApiClient | null>(null)

/** Hands the signed /api client to every client component below it. */
export function ApiProvider({ config, children }: { config: ApiConfig; children: ReactNode }) {
  const client = useMemo(() => createApiClient(config), [config])
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext)
  if (!client) throw new Error('useApi() needs an <ApiProvider> above it.')
  return client
}
