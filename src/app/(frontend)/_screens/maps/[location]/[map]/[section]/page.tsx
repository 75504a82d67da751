import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'

import { findLocationMap, getGuideSections, mapSectionParams } from '@/data/map-guide'
import type { Language } from '@/i18n/languages'
import { MAP_TYPE_LABELS } from '@/maps/guide-rules'
import { pageMetadata } from '@/site/seo'
import { pagesAhead } from '@/site/pages-ahead'

export const generateStaticParams = pagesAhead(mapSectionParams)

type Props = { params: Promise<{ location: string; map: string; section: string }> }

export async function generateMetadata({ params, language }: Props & { language: Language }): Promise<Metadata> {
  const { location, map, section } = await params
  const found = await findLocationMap(location, map)
  if (!found) return {}
  const sections = await getGuideSections(found.map.slug)
  const current = sections.find((entry) => entry.slug === section)
  if (!current) return {}
  // The mode's name is the game's own word (Convoy, Domination…), the same in every language.
  const mode = MAP_TYPE_LABELS[found.map.type]
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: `${found.map.name}: ${current.name}`,
    description: t('sectionDescription', { map: found.map.name, mode, location: found.location.name, section: current.name }),
    path: `/maps/${location}/${map}/${current.slug}`,
    image: current.image ? { url: current.image, alt: `${found.map.name}: ${current.name}` } : null,
  })
}

/**
 * The guide itself is the map's layout; this page only makes sure the section exists. A shared ?marker= in
 * another section is followed in the browser (the page comes from a shared cache, which keeps no query).
 */
export default async function SectionPage({ params }: Props) {
  const { location, map, section } = await params
  const found = await findLocationMap(location, map)
  if (!found) redirect('/')
  const sections = await getGuideSections(found.map.slug)
  if (!sections.some((entry) => entry.slug === section)) redirect(`/maps/${location}/${map}`)
  return null
}
