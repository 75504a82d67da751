import type { ApiClient, ApiClientOptions } from '@/browser/api-client'

/**
 * What components call on the /api client; every call answers with a promise. A call rejects only when the
 * client's own script could not load (offline, or a newer deploy without it): a request that fails answers the
 * call's empty value, as the client always has.
 */
export type ApiCalls = Omit<ApiClient, 'startTokenSync'>

type ClientModule = Pick<typeof import('@/browser/api-client'), 'createApiClient'>

const loadClientModule = (): Promise<ClientModule> => import('@/browser/api-client')

/**
 * The signed /api client, its code (signing, token sync, the calls) fetched on the first call instead of with
 * every page's first scripts: no page needs it to paint, only to search, send feedback or read further news.
 * `ready` gives the client itself, once, for the token sync. A script that failed to load is asked for again
 * on the next call.
 */
export function lazyApiClient(options: ApiClientOptions, load = loadClientModule): { calls: ApiCalls; ready: () => Promise<ApiClient> } {
  let client: Promise<ApiClient> | undefined
  const ready = () =>
    (client ??= load().then(
      ({ createApiClient }) => createApiClient(options),
      (error: unknown) => {
        client = undefined
        ;(options.log ?? console).error('[api] the client could not be loaded', error)
        throw error
      },
    ))
  const calls = new Proxy({} as ApiCalls, {
    get(_, name) {
      // Not a promise itself: an `await` of the calls object must not wait for a "then" call.
      if (typeof name !== 'string' || name === 'then' || name === 'startTokenSync') return undefined
      return (...args: unknown[]) => ready().then((loaded) => (loaded[name as keyof ApiCalls] as (...params: unknown[]) => Promise<unknown>)(...args))
    },
  })
  return { calls, ready }
}
