'use client'

import { FieldLabel, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import dynamic from 'next/dynamic'
import type { UIFieldClientComponent } from 'payload'

import { keepOnImage } from '@/maps/coordinates'
import { markerIconSize } from '@/maps/guide-rules'

import styles from './MarkerPlacementField.module.css'
import { SectionMapNote } from './SectionMapNote'
import noteStyles from './SectionMapNote.module.css'
import { useCmsJson } from './use-cms-json'
import type { PlacedIcon } from './MarkerPlacementMap'
import { idOf, type Upload, uploadUrl, useSectionImage } from './use-section-image'

// Leaflet touches `window` when it loads, so the map itself renders in the browser only.
const MarkerPlacementMap = dynamic(() => import('./MarkerPlacementMap').then((m) => m.MarkerPlacementMap), {
  ssr: false,
  loading: () => <p className={noteStyles.note}>Loading the map …</p>,
})

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
  const { id: markerId } = useDocumentInfo()
  const sectionId = idOf(useFormFields(([fields]) => fields.section?.value))
  const iconId = idOf(useFormFields(([fields]) => fields.icon?.value))
  const lat = useField<number | null>({ path: 'lat' })
  const lng = useField<number | null>({ path: 'lng' })

  const section = useSectionImage(sectionId)
  const icon = useCmsJson<IconDoc>(iconId ? `/marker-icons/${iconId}?depth=1` : undefined)
  const others = useCmsJson<{ docs: MarkerDoc[] }>(
    sectionId ? `/map-markers?where[section][equals]=${sectionId}&depth=2&limit=500&pagination=false` : undefined,
  )

  const label = typeof field.label === 'string' ? field.label : 'Placement on the map'
  const place = (point: { lat: number; lng: number }) => {
    const kept = keepOnImage(point)
    lat.setValue(kept.lat)
    lng.setValue(kept.lng)
  }

  let body: React.ReactNode
  if (section.state !== 'ready') {
    body = <SectionMapNote section={section} clicks="a click places the marker" />
  } else {
    const position = typeof lat.value === 'number' && typeof lng.value === 'number' ? { lat: lat.value, lng: lng.value } : undefined
    body = (
      <MarkerPlacementMap
        imageUrl={section.imageUrl}
        sectionName={section.name}
        position={position}
        icon={iconOf(icon?.id === iconId ? icon : undefined)}
        others={(others?.docs ?? [])
          .filter((marker) => marker.id !== Number(markerId))
          .map((marker) => ({ id: marker.id, lat: marker.lat, lng: marker.lng, title: marker.description ?? '', icon: iconOf(marker.icon) }))}
        onPlace={place}
      />
    )
  }

  return (
    <div className={`field-type marker-placement ${styles.field}`}>
      <FieldLabel label={label} />
      {body}
      <p className={styles.help}>Click the map to place the marker, or drag it. Faint icons are this section’s other markers.</p>
    </div>
  )
}
