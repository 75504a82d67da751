'use client'

import { Button, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import dynamic from 'next/dynamic'
import type { StaticLabel } from 'payload'

import { keepOnImage } from '@/maps/coordinates'

import styles from './MarkerPlacementField.module.css'
import type { OtherPoint, PlacedIcon } from './MarkerPlacementMap'
import { LoadingMap, SectionMapNote } from './SectionMapNote'
import { idOf, useSectionImage } from './use-section-image'
import { useToolWords } from './use-tool-words'

// Leaflet touches `window` when it loads, so the map itself renders in the browser only.
const MarkerPlacementMap = dynamic(() => import('./MarkerPlacementMap').then((m) => m.MarkerPlacementMap), {
  ssr: false,
  loading: () => <LoadingMap />,
})

type Props = {
  /** The field's label: a text per admin language (src/i18n/admin-words.ts), which FieldLabel picks from. */
  label: StaticLabel
  /** What is placed, which names the field's words: `Admin.tools.marker.*`, `Admin.tools.placement.*`. */
  kind: 'marker' | 'placement'
  icon: PlacedIcon | undefined
  /** The section's other points, drawn faintly for orientation. */
  others: OtherPoint[]
  /** An optional point can be taken off the map again. */
  optional?: boolean
  help: string
}

/**
 * A spot on the chosen section's map image, with the public viewer's bounds and coordinates, written into the
 * form's own `lat` and `lng` number fields: a click places it, dragging moves it, typing in the fields moves it.
 * Map markers and utility placements both place their point with it.
 */
export function SectionPointField({ label, kind, icon, others, optional = false, help }: Props) {
  const sectionId = idOf(useFormFields(([fields]) => fields.section?.value))
  const lat = useField<number | null>({ path: 'lat' })
  const lng = useField<number | null>({ path: 'lng' })
  const section = useSectionImage(sectionId)
  const say = useToolWords()

  const place = (point: { lat: number; lng: number }) => {
    const kept = keepOnImage(point)
    lat.setValue(kept.lat)
    lng.setValue(kept.lng)
  }
  const refusal = (lat.showError && lat.errorMessage) || (lng.showError && lng.errorMessage) || undefined
  const position = typeof lat.value === 'number' && typeof lng.value === 'number' ? { lat: lat.value, lng: lng.value } : undefined

  return (
    <div className={`field-type marker-placement ${styles.field}`}>
      <FieldLabel label={label} />
      {section.state !== 'ready' ? (
        <SectionMapNote section={section} clicks={say(`${kind}.clicks`)} />
      ) : (
        <MarkerPlacementMap imageUrl={section.imageUrl} frameLabel={say(`${kind}.frame`, { section: section.name })} ownTitle={say(`${kind}.own`)} ownAlt={say(`${kind}.ownAlt`)} position={position} icon={icon} others={others} onPlace={place} />
      )}
      {optional && position && (
        <div className={styles.tools}>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            onClick={() => {
              lat.setValue(null)
              lng.setValue(null)
            }}
          >
            {say('placement.takeOff')}
          </Button>
        </div>
      )}
      {/* Why a save was refused, in the page: Payload's own error tooltip is hidden on narrow screens. */}
      {refusal && (
        <p className={styles.problem} role="alert">
          {refusal}
        </p>
      )}
      <p className={styles.help}>{help}</p>
    </div>
  )
}
