import { AsyncLocalStorage } from 'node:async_hooks'

import { draftMode } from 'next/headers'

/**
 * Preview reads. In Next.js draft mode (turned on by /preview for signed-in staff), pages read the newest
 * drafts, uncached; everyone else reads published content from the cache. The public /api never previews:
 * its answers are cacheable by anyone in between.
 */
const previewing = new AsyncLocalStorage<boolean>()

export async function isPreviewing(): Promise<boolean> {
  const decided = previewing.getStore()
  if (decided !== undefined) return decided
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request (seed, scripts, tests) there is no draft mode.
    return false
  }
}

/** Runs a read as a preview (drafts) or as a visitor's read, whatever the request's draft mode says. */
export const readAsPreview = <T>(preview: boolean, read: () => Promise<T>) => previewing.run(preview, read)

/**
 * Local API options for a data-layer read: published documents under the visitors' access rules, or in a
 * preview the newest version of every document, drafts included.
 */
export function readOptions(): { overrideAccess: false } | { overrideAccess: true; draft: true } {
  return previewing.getStore() ? { overrideAccess: true, draft: true } : { overrideAccess: false }
}
