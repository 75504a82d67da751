/** The page background for a route (spec §2 "App shell"); none on home. */
export function routeBackground(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean)
  if (!parts.length) return null
  if (parts[0] === 'maps' && parts.length >= 3) return `/maps/${parts[1]}/${parts[2]}/hero.webp`
  if (parts[0] === 'maps' && parts.length === 2) return `/maps/${parts[1]}/hero.webp`
  if (parts[0] === 'heroes' && parts.length >= 2) return `/heroes/backgrounds/${parts[1]}.webp`
  // A patch's page shares the list's background (its version is no route of its own).
  if (parts[0] === 'patches') return '/patches/hero.webp'
  if (parts[0] === 'tier-list') return '/tier-list/hero.webp'
  return `/${parts[parts.length - 1]}/hero.webp`
}

/** Set on any element of a page that has no background of its own (a 404), so none is requested. */
export const NO_BACKGROUND_ATTRIBUTE = 'data-no-background'
