/**
 * The guide's slugs: lowercase words joined by hyphens. Apostrophes vanish ("K'un-Lun" -> "kun-lun"),
 * ampersands too ("Cloak & Dagger" -> "cloak-dagger"), and any other run of non-alphanumerics becomes one hyphen.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The id of a glossary term on the Basics page, and the fragment search results link to. */
export const glossaryAnchor = (term: string) => `glossary-${slugify(term)}`

/** "monster-hulk" -> "Monster Hulk": variants are slugs, the dropdown shows words. */
export function variantLabel(variant: string): string {
  return variant
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
