import type { MetadataRoute } from 'next'

import { siteUrl } from '@/site/seo'

/** /robots.txt: the guide is open to search engines; the admin, the CMS's REST, the signed /api and previews are not pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ['/', '/cms-api/media/file/'], disallow: ['/admin', '/cms-api/', '/api/', '/preview'] },
    sitemap: new URL('/sitemap.xml', siteUrl()).href,
  }
}
