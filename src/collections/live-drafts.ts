import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'

/** Guide content with live preview saves a draft this often while an editor types; the preview follows. */
export const LIVE_PREVIEW_AUTOSAVE_MS = 800

/**
 * A create that does not ask for a draft publishes, as it did before these collections had drafts: the
 * seed, scripts and /cms-api clients keep working unchanged. The admin's autosave creates ask for a draft.
 */
const publishUnlessDraft: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' || args.draft) return args
  const data = args.data as { _status?: 'draft' | 'published' } | undefined
  if (data && data._status === undefined) data._status = 'published'
  return args
}

/**
 * Drafts with autosave for guide content shown in the admin's live preview: while an editor types, the
 * draft is saved every moment and the preview frame re-renders the real public page from it (src/data/
 * draft.ts). Visitors and the public /api read only what is published.
 *
 * `validate: true` keeps "Create New" clean: without it Payload creates an empty autosaved draft the moment
 * the form opens, and it stays in the list when the editor leaves. With it, nothing is stored until the
 * first save, and every draft is a complete one.
 */
export function withLiveDrafts(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    access: { ...collection.access, read: publishedOrStaff, readVersions: isStaff },
    versions: { maxPerDoc: 50, drafts: { autosave: { interval: LIVE_PREVIEW_AUTOSAVE_MS }, validate: true } },
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), publishUnlessDraft] },
  }
}
