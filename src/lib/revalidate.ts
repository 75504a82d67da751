import { revalidateTag } from 'next/cache'
import type { CollectionConfig, GlobalConfig } from 'payload'

/** Every cached read is tagged with the collections (or globals) it reads; a write expires those tags at once. */
export const cacheTag = (slug: string) => `guide:${slug}`

function expire(slug: string, context: Record<string, unknown> | undefined) {
  if (context?.disableRevalidate) return
  try {
    revalidateTag(cacheTag(slug), { expire: 0 })
  } catch {
    // Outside a Next.js request (seed, scripts, tests) there is no cache to expire.
  }
}

export function withRevalidation(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ({ context, doc }) => (expire(collection.slug, context), doc)],
      afterDelete: [...(hooks.afterDelete ?? []), ({ context, doc }) => (expire(collection.slug, context), doc)],
    },
  }
}

export function withGlobalRevalidation(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ({ context, doc }) => (expire(global.slug, context), doc)],
    },
  }
}
