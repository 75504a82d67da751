import type { Payload } from 'payload'
import { cache } from 'react'

/**
 * Every section's title ("Map · Section") for the admin's marker list (src/components/admin/MarkerSectionCell.tsx),
 * read once per list render whatever the number of rows. Uncached between renders: editors expect this moment's
 * titles. Read with the Payload instance the admin hands its cells.
 */
export const sectionTitles = cache(async (payload: Payload): Promise<Map<number, string>> => {
  const { docs } = await payload.find({
    collection: 'map-sections',
    depth: 0,
    pagination: false,
    // As the admin's own pickers show them: an editor's latest draft of a section counts.
    draft: true,
    select: { title: true, name: true },
  })
  return new Map(docs.map((section) => [section.id, section.title ?? section.name]))
})
