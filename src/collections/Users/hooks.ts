import type { CollectionBeforeChangeHook } from 'payload'

/** The very first account (Payload's create-first-user screen, or the seed) is the site's admin. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
