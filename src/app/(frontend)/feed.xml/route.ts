import { getFeedEntries } from '@/data/feed'
import { atomXml } from '@/site/atom'
import { PUBLIC_CACHE_CONTROL } from '@/cache/cache-policy'
import { SITE_NAME, siteUrl } from '@/site/seo'

/**
 * /feed.xml: an Atom feed of news entries and patches, newest first, for feed readers and chat bots. The reads
 * come from the data cache (news and patch tags), so the feed is as fresh as the pages.
 */
export async function GET() {
  const base = siteUrl()
  const xml = atomXml({
    id: new URL('/', base).href,
    title: SITE_NAME,
    subtitle: 'News and game patches from the guide, newest first.',
    selfUrl: new URL('/feed.xml', base).href,
    siteUrl: new URL('/', base).href,
    author: SITE_NAME,
    entries: await getFeedEntries(base),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL } })
}
