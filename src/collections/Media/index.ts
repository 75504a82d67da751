import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, isEditor, isStaff } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { MEDIA_CACHE_CONTROL } from '@/lib/cache-policy'

import { mediaFileResponse } from './file-response'

export const MEDIA_MIME_TYPES = ['image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/avif', 'video/mp4', 'video/webm']

const WEBP = { format: 'webp' as const, options: { quality: 80, effort: 1 } }

/** Uploads live beside the embedded database, under $GUIDE_DATA_DIR (default .data). */
export const mediaDir = () => path.resolve(process.env.GUIDE_DATA_DIR ?? '.data', 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: ADMIN_GROUPS.admin,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'],
  },
  // Authors upload images for their news; only editors delete what others may be using.
  access: { read: anyone, create: isStaff, update: isStaff, delete: isEditor },
  upload: {
    staticDir: mediaDir(),
    // SVG is left out on purpose: an uploaded SVG can carry script.
    mimeTypes: MEDIA_MIME_TYPES,
    // Every upload gets WebP renditions; the original is kept as sent. A low effort encodes several times
    // faster for nearly the same size, which matters when the seed uploads hundreds of images.
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: WEBP },
      { name: 'card', width: 768, withoutEnlargement: true, formatOptions: WEBP },
      { name: 'large', width: 1600, withoutEnlargement: true, formatOptions: WEBP },
    ],
    adminThumbnail: 'thumbnail',
    // Browsers and shared caches keep uploads (src/lib/cache-policy.ts): 304 on revalidation, immutable at a versioned address.
    handlers: [mediaFileResponse(mediaDir)],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      return headers
    },
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for visitors who cannot see it.' },
    },
  ],
}
