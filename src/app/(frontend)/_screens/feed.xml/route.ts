import { getTranslations } from 'next-intl/server'

import { getFeedEntries } from '@/data/feed'
import { atomXml } from '@/site/atom'
import { PUBLIC_CACHE_CONTROL } from '@/cache/cache-policy'
import { DEFAULT_LANGUAGE, localePath, type Language } from '@/i18n/languages'
import { SITE_NAME, siteUrl } from '@/site/seo'

/**
 * /feed.xml, /es/feed.xml and /pt-br/feed.xml: an Atom feed of news entries and patches, newest first, for feed
 * readers and chat bots, one per language. Its title and subtitle come from the language's catalogue, its entries
 * link to the language's pages. The reads come from the data cache (news and patch tags), so each feed is as
 * fresh as the pages. The English feed names no language (it stays as it was before there were others).
 */
export async function GET(language: Language): Promise<Response> {
  const base = siteUrl()
  const [t, patches] = await Promise.all([getTranslations({ locale: language, namespace: 'Feed' }), getTranslations({ locale: language, namespace: 'Patches' })])
  const at = (path: string) => new URL(localePath(language, path), base).href
  const xml = atomXml({
    id: at('/'),
    language: language === DEFAULT_LANGUAGE ? undefined : language,
    title: t('title', { site: SITE_NAME }),
    subtitle: t('subtitle'),
    selfUrl: at('/feed.xml'),
    siteUrl: at('/'),
    author: SITE_NAME,
    entries: await getFeedEntries(base, language, {
      patchTitle: (version, title) => t('patchTitle', { version, title }),
      kind: (kind) => patches(`kind.${kind}`),
      changes: (count) => t('changes', { count }),
    }),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL } })
}
