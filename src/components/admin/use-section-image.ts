'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { useCmsJson } from './use-cms-json'

export type Upload = { url?: string | null; sizes?: { large?: { url?: string | null } } } | number | null | undefined
type SectionDoc = { id: number; title?: string | null; name: string; mapImage?: Upload }

/** A relationship's id, whether the form holds the id itself or the related document. */
export const idOf = (value: unknown): number | undefined => {
  const id = value && typeof value === 'object' && 'id' in value ? value.id : value
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? Number(id) : undefined
}

/** The large size of an uploaded image, or the original. */
export const uploadUrl = (upload: Upload) =>
  upload && typeof upload === 'object' ? (upload.sizes?.large?.url ?? upload.url ?? undefined) : undefined

/** What a placement field can show for the chosen section: nothing chosen, still loading, no image, or its image. */
export type SectionImage =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'no-image'; name: string }
  | { state: 'ready'; name: string; imageUrl: string }

/** The chosen section's map image, read through /cms-api as the signed-in editor. */
export function useSectionImage(sectionId: number | undefined): SectionImage {
  const section = useCmsJson<SectionDoc>(sectionId ? `/map-sections/${sectionId}?depth=1` : undefined)
  if (!sectionId) return { state: 'none' }
  if (!section || section.id !== sectionId) return { state: 'loading' }
  const name = section.title ?? section.name
  const imageUrl = uploadUrl(section.mapImage)
  return imageUrl ? { state: 'ready', name, imageUrl } : { state: 'no-image', name }
}

/**
 * The section chosen in the form, and its other documents of `collection` (every one but the document being
 * edited, related documents read two deep), which a placement field draws faintly for orientation.
 */
export function useSectionNeighbours<T extends { id: number }>(collection: 'map-markers' | 'utility-placements'): T[] {
  const { id } = useDocumentInfo()
  const sectionId = idOf(useFormFields(([fields]) => fields.section?.value))
  const answer = useCmsJson<{ docs: T[] }>(sectionId ? `/${collection}?where[section][equals]=${sectionId}&depth=2&limit=500&pagination=false` : undefined)
  return (answer?.docs ?? []).filter((doc) => doc.id !== Number(id))
}
