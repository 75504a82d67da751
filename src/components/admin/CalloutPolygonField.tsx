'use client'

import { Button, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { labelPointOf } from '@/maps/callout-label-point'
import { type CalloutPoint, checkPolygon } from '@/maps/callouts'

import { DrawnShapeField, onImage, useDrawnPoints, useOtherShapes } from './DrawnShapeField'
import { idOf } from './use-section-image'
import { useToolWords } from './use-tool-words'

/**
 * The callout's area, drawn on its section's image (DrawnShapeField): corners to click, drag, undo and clear,
 * judged by the collection's rules (src/maps/callouts.ts). The name's spot shows too, and can be dragged into
 * Label lat and Label lng.
 */
export const CalloutPolygonField: JSONFieldClientComponent = ({ field, path }) => {
  const { id: calloutId } = useDocumentInfo()
  const sectionId = idOf(useFormFields(([fields]) => fields.section?.value))
  const calloutName = useFormFields(([fields]) => fields.name?.value)
  const drawn = useDrawnPoints(path ?? field.name, checkPolygon)
  const labelLat = useField<number | null>({ path: 'labelLat' })
  const labelLng = useField<number | null>({ path: 'labelLng' })
  const labelComputed = useFormFields(([fields]) => fields.labelComputed?.value) === true
  const others = useOtherShapes(sectionId, { collection: 'map-callouts', id: calloutId })
  const say = useToolWords()

  // The server places the name (polylabel) when none is given, or when the one it placed was left alone.
  const lat = labelLat.value
  const lng = labelLng.value
  const given = typeof lat === 'number' && typeof lng === 'number'
  const auto = !given || (labelComputed && lat === labelLat.initialValue && lng === labelLng.initialValue)
  const { checked } = drawn
  const labelPoint: CalloutPoint | undefined = auto ? (checked?.ok ? labelPointOf(checked.value) : undefined) : [lat!, lng!]

  return (
    <DrawnShapeField
      label={field.label || say('callout.label')}
      className="callout-polygon"
      shape="polygon"
      drawn={drawn}
      sectionId={sectionId}
      ownName={typeof calloutName === 'string' && calloutName ? calloutName : say('callout.ownName')}
      others={others}
      kind="callout"
      nameSpot={
        labelPoint && {
          point: labelPoint,
          auto,
          onMove: (point) => {
            const [newLat, newLng] = onImage(point)
            labelLat.setValue(newLat)
            labelLng.setValue(newLng)
          },
        }
      }
      moreTools={
        !auto && (
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            onClick={() => {
              labelLat.setValue(null)
              labelLng.setValue(null)
            }}
          >
            {say('callout.autoName')}
          </Button>
        )
      }
      refusalKeyExtra={[lat, lng]}
      help={say('callout.help')}
    />
  )
}
