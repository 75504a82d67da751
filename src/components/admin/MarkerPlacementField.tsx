'use client'

import { useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import { markerIconSize } from '@/maps/guide-rules'

import { useCmsJson } from './use-cms-json'
import type { PlacedIcon } from './MarkerPlacementMap'
import { SectionPointField } from './SectionPointField'
import { idOf, type Upload, uploadUrl, useSectionNeighbours } from './use-section-image'
import { useToolWords } from './use-tool-words'

type IconDoc = { id: number; name: string; slug?: string | null; image?: Upload }
type MarkerDoc = { id: number; lat: number; lng: number; description?: string; icon?: IconDoc | number | null }

const iconOf = (icon: IconDoc | number | null | undefined): PlacedIcon | undefined => {
  if (!icon || typeof icon !== 'object') return undefined
  const url = uploadUrl(icon.image)
  return url ? { url, size: markerIconSize({ icon: icon.slug ?? '', icon_name: icon.name }), name: icon.name } : undefined
}

/**
 * The Map marker's placement: the chosen section's map image with the public viewer's bounds and coordinates.
 * A click places the marker, dragging moves it; lat and lng are the form's own number fields, so typing in
 * them moves the marker and placing it fills them in.
 */
export const MarkerPlacementField: UIFieldClientComponent = ({ field }) => {
  const iconId = idOf(useFormFields(([fields]) => fields.icon?.value))
  const icon = useCmsJson<IconDoc>(iconId ? `/marker-icons/${iconId}?depth=1` : undefined)
  const others = useSectionNeighbours<MarkerDoc>('map-markers')
  const say = useToolWords()

  return (
    <SectionPointField
      label={field.label || say('marker.label')}
      kind="marker"
      icon={iconOf(icon?.id === iconId ? icon : undefined)}
      others={others.map((marker) => ({ id: marker.id, lat: marker.lat, lng: marker.lng, title: marker.description ?? '', icon: iconOf(marker.icon) }))}
      help={say('marker.help')}
    />
  )
}
