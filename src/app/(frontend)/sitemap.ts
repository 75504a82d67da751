import type { MetadataRoute } from 'next'

import { getSitemapEntries } from '@/data/sitemap'
import { LANGUAGES, localePath } from '@/i18n/languages'
import { siteUrl } from '@/site/seo'

/**
 * /sitemap.xml: every public page in every language, with the date its content last changed (src/data/sitemap.ts)
 * and its twins in the other languages as alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const address = (language: (typeof LANGUAGES)[number]['code'], path: string) => new URL(localePath(language, path), base).href
  return (await getSitemapEntries()).flatMap(({ path, lastModified }) => {
    const languages = Object.fromEntries(LANGUAGES.map(({ code }) => [code, address(code, path)]))
    return LANGUAGES.map(({ code }) => ({ url: address(code, path), lastModified, alternates: { languages } }))
  })
}
