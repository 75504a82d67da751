import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig, PayloadRequest, UploadConfig } from 'payload'

import { anyone, editorOrCreator, isStaff } from '@/access'
import { createdByField } from '@/fields/created-by'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { MEDIA_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { s3Settings } from '@/cms-wiring/storage'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { mediaFileResponse } from './file-response'

const MEDIA_MIME_TYPES = ['image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/avif', 'video/mp4', 'video/webm']

const WEBP = { format: 'webp' as const, options: { quality: 80, effort: 1 } }

/** Uploads live beside the embedded database, under $GUIDE_DATA_DIR (default .data). */
const mediaDir = () => path.resolve(process.env.GUIDE_DATA_DIR ?? '.data', 'media')

/** A file address with no file behind it is a 404, not the 500 (and error log) Payload gives it. */
async function missingFileIsNotFound(_req: PayloadRequest, { params }: { params: { filename: string } }) {
  const dir = mediaDir()
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep)) return undefined // Payload refuses it with 400
  try {
    await stat(file)
    return undefined // Payload serves it
  } catch {
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } })
  }
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: adminWords('media.singular'), plural: adminWords('media.plural') },
  admin: {
    group: ADMIN_GROUPS.admin,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'],
  },
  // Authors upload images for their news and manage only their own uploads; editors and admins manage all.
  access: { read: anyone, create: isStaff, update: editorOrCreator, delete: editorOrCreator },
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
    // Every rendition is width-only, so a focal point never moves what it shows. With one set, Payload encodes
    // each rendition twice (once at WebP's slow default only to read its size): about half the seed's time.
    focalPoint: false,
    // Browsers and shared caches keep uploads (src/cache/cache-policy.ts): 304 on revalidation, immutable at a versioned address.
    // A missing file is a 404 (not Payload's 500). Payload's type says void or Response; undefined (go on to the
    // next handler, then its own) is what void means here.
    // With a bucket (src/cms-wiring/storage.ts) @payloadcms/storage-s3 serves the file, with its ETag, 304 and 404; the
    // local-disk handlers run first and would call every upload missing.
    handlers: s3Settings()
      ? []
      : [mediaFileResponse(mediaDir), missingFileIsNotFound as NonNullable<UploadConfig['handlers']>[number]],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      return headers
    },
  },
  hooks: {
    afterChange: [expireShownPages, revalidateCollection],
    beforeDelete: [rememberShownPages],
    afterDelete: [expireShownPagesOnDelete, revalidateCollection],
  },
  fields: [
    {
      name: 'alt',
      label: adminWords('media.fields.alt'),
      type: 'text',
      required: true,
      admin: { description: adminWords('media.descriptions.alt') },
    },
    createdByField(),
  ],
}
