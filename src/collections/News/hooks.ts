import type { CollectionBeforeChangeHook } from 'payload'

/**
 * An entry without a published date gets the moment it is published, so a scheduled entry shows the time it
 * went out, not the time it was drafted. A date the author typed is kept. A scheduled publish sends only
 * `_status`, so the date it would keep comes from the stored entry.
 */
export const stampFirstPublish: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const publishedAt = 'publishedAt' in data ? data.publishedAt : originalDoc?.publishedAt
  if (data._status === 'published' && !publishedAt) data.publishedAt = new Date().toISOString()
  return data
}
