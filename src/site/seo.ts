import type { Metadata } from 'next'

import { siteUrl as configuredSiteUrl } from '@/cms-wiring/site-url'

export const SITE_NAME = 'Hero Shooter Fan Guide'

/**
 * The guide's public address, for canonical links, social cards and the sitemap. Pages come from a shared cache,
 * so it cannot be read from each request: GUIDE_SITE_URL (src/cms-wiring/site-url.ts, required in production). Locally
 * it is the port `npm start` serves.
 */
export function siteUrl(): URL {
  return configuredSiteUrl() ?? new URL(`http://localhost:${process.env.PORT ?? 3000}`)
}

export type SocialImage = { url: string; alt: string; width?: number | null; height?: number | null }

/** The card a page without an image of its own shares: the route's 16:9 background. */
const DEFAULT_SOCIAL_IMAGE: SocialImage = { url: '/news/hero.webp', alt: SITE_NAME, width: 1280, height: 720 }

/**
 * Title, description, canonical address and the Open Graph and Twitter cards of one page, built the same way for
 * every page. `path` is the canonical path (no query).
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
}: {
  title: string
  description: string
  path: string
  image?: SocialImage | null
  type?: 'website' | 'article'
}): Metadata {
  const card = image ?? DEFAULT_SOCIAL_IMAGE
  const images = [{ url: card.url, alt: card.alt, width: card.width ?? undefined, height: card.height ?? undefined }]
  const wide = !card.width || !card.height || card.width / card.height > 1.3
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type, siteName: SITE_NAME, title, description, url: path, images },
    // X reads the title, description and image size from Open Graph when its own tags are absent: each page
    // carries them once (twice with the framework's copy of the head), not four times.
    twitter: { card: wide ? 'summary_large_image' : 'summary', images: [{ url: card.url, alt: card.alt }] },
  }
}
