import type { PatchSubject } from '@/rules/patch-changes'

import { cacheTag } from './revalidate'

/**
 * Per-document cache tags for what patches show on the guides. A hero's or map's patch status and history are
 * tagged with that one guide, so a patch expires exactly the guides it names (plus the guides checked on it,
 * when its version or date moves) and never all 45 hero guides. The collection tag `guide:patches`
 * (src/cache/revalidate.ts) stays on the reads that list patches: /patches, a patch's page, the feed.
 * The heroes' own tags (src/cache/document-tags.ts) sit beside these: a hero edit expires its guide whole.
 */
export const guidePatchesTag = (subject: PatchSubject, slug: string) => cacheTag(`patches:${subject}:${slug}`)

/**
 * The heroes one patch's page names in its change rows (by nickname, with role and link): a hero edit expires the
 * pages of the patches that name that hero. The page also expires with every patch write (`guide:patches`).
 */
export const patchHeroesTag = (version: string) => cacheTag(`patches:version:${version}:heroes`)
