import type { ApiClient, ApiClientOptions } from '@/browser/api-client'

/** What components call on the /api client; every call answers with a promise. */
export type ApiCalls = Omit<ApiClient, 'startTokenSync'>

/**
 * The signed /api client, its code (signing, token sync, the calls) fetched on the first call instead of with
 * every page's first scripts: no page needs it to paint, only to search, send feedback or read further news.
 * `ready` gives the client itself, once, for the token sync.
 */
export function lazyApiClient(options: ApiClientOptions): { calls: ApiCalls; ready: () => Promise<ApiClient> } {
  let client: Promise<ApiClient> | undefined
  const ready = () => (client ??= import('@/browser/api-client').then(({ createApiClient }) => createApiClient(options)))
  const calls = new Proxy({} as ApiCalls, {
    get(_, name) {
      // Not a promise itself: an `await` of the calls object must not wait for a "then" call.
      if (typeof name !== 'string' || name === 'then' || name === 'startTokenSync') return undefined
      return (...args: unknown[]) => ready().then((loaded) => (loaded[name as keyof ApiCalls] as (...params: unknown[]) => Promise<unknown>)(...args))
    },
  })
  return { calls, ready }
}
