import type { MetadataRoute } from 'next'

import { getSitemapEntries } from '@/data/sitemap'
import { siteUrl } from '@/site/seo'

/** /sitemap.xml: every public page with the date its content last changed (src/data/sitemap.ts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  return (await getSitemapEntries()).map(({ path, lastModified }) => ({ url: new URL(path, base).href, lastModified }))
}
