/**
 * Once the server answers, every page of the sitemap (every language) is asked for once, one at a time, so that
 * the pages a quick build left to their first request (src/site/pages-ahead.ts), and those rendered again
 * because the cache trusts nothing from before the start (src/cache/cache-handler.mjs), are in the cache before a
 * visitor asks. One at a time, each followed by a pause as long as it took, so the warm-up keeps the server at
 * most half busy: a visitor's or an editor's request waits behind one render at most. Off with GUIDE_WARM_UP=0.
 */
export const WARM_UP_HEADER = 'x-guide-warm-up'

export type WarmUpResult = { pages: number; failed: string[]; ms: number }

/** The paths of a sitemap's <loc> entries, whatever host it names (GUIDE_SITE_URL may be the public address). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replaceAll('&amp;', '&'))
    return url.pathname + url.search
  })
}

/** Asks the server on `base` for each page; `token` marks these requests, so the server keeps them out of its log. */
export async function warmUp(base: string, token: string): Promise<WarmUpResult> {
  const started = Date.now()
  const ask = (path: string) => fetch(new URL(path, base), { headers: { [WARM_UP_HEADER]: token }, signal: AbortSignal.timeout(60_000) })
  const sitemap = await ask('/sitemap.xml')
  if (!sitemap.ok) return { pages: 0, failed: ['/sitemap.xml'], ms: Date.now() - started }
  const paths = sitemapPaths(await sitemap.text())
  const failed: string[] = []
  for (const path of paths) {
    const from = Date.now()
    try {
      const response = await ask(path)
      await response.arrayBuffer()
      if (!response.ok) failed.push(`${path} (${response.status})`)
    } catch (error) {
      failed.push(`${path} (${(error as Error).message})`)
    }
    await new Promise((resolve) => setTimeout(resolve, Date.now() - from))
  }
  return { pages: paths.length, failed, ms: Date.now() - started }
}
