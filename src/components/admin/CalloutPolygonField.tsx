'use client'

import { Button, FieldLabel, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import dynamic from 'next/dynamic'
import type { JSONFieldClientComponent } from 'payload'
import { useId, useMemo, useState } from 'react'

import { type CalloutPoint, checkPolygon, labelPointOf } from '@/maps/callouts'
import { keepOnImage } from '@/maps/coordinates'

import styles from './CalloutPolygonField.module.css'
import { SectionMapNote } from './SectionMapNote'
import noteStyles from './SectionMapNote.module.css'
import type { OtherCallout } from './FaintCalloutNames'
import type { MapPoint } from './SectionPlacementMap'
import { useCmsJson } from './use-cms-json'
import { idOf, useSectionImage } from './use-section-image'

// Leaflet touches `window` when it loads, so the map itself renders in the browser only.
const CalloutDrawingMap = dynamic(() => import('./CalloutDrawingMap').then((m) => m.CalloutDrawingMap), {
  ssr: false,
  loading: () => <p className={noteStyles.note}>Loading the map …</p>,
})

type CalloutDoc = { id: number; name: string; polygon?: unknown; labelLat?: number | null; labelLng?: number | null }

/** A spot from the map, kept on the image and to the hundredth, as the collection stores it. */
const onImage = (point: MapPoint): CalloutPoint => {
  const { lat, lng } = keepOnImage(point)
  return [lat, lng]
}

/** The stored value as a list: the admin's JSON may arrive as text. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null
  try {
    return value.trim() ? JSON.parse(value) : null
  } catch {
    return value
  }
}

/** The corners that can be drawn: pairs of numbers (the rules in src/maps/callouts.ts judge the rest). */
const drawable = (value: unknown): CalloutPoint[] =>
  Array.isArray(value)
    ? value.filter((corner): corner is CalloutPoint => Array.isArray(corner) && corner.length === 2 && corner.every((n) => typeof n === 'number' && Number.isFinite(n)))
    : []

const cornerCount = (n: number) => (n === 1 ? '1 corner' : `${n} corners`)

/**
 * The callout's area, drawn on its section's image: a click adds a corner, dragging moves one, and buttons undo
 * the last or clear them all. It writes the same [[lat, lng], …] the polygon field stored as typed JSON, so the
 * server's rules and versions are unchanged; the same rules (src/maps/callouts.ts) judge the outline as it is
 * drawn. The name's spot shows too, and can be dragged into Label lat and Label lng.
 */
export const CalloutPolygonField: JSONFieldClientComponent = ({ field, path }) => {
  const fieldPath = path ?? field.name
  const { id: calloutId } = useDocumentInfo()
  const sectionId = idOf(useFormFields(([fields]) => fields.section?.value))
  const calloutName = useFormFields(([fields]) => fields.name?.value)
  const polygon = useField<unknown>({ path: fieldPath })
  const labelLat = useField<number | null>({ path: 'labelLat' })
  const labelLng = useField<number | null>({ path: 'labelLng' })
  const labelComputed = useFormFields(([fields]) => fields.labelComputed?.value) === true
  const [draft, setDraft] = useState<string>()
  const ids = useId()

  const section = useSectionImage(sectionId)
  const others = useCmsJson<{ docs: CalloutDoc[] }>(
    sectionId ? `/map-callouts?where[section][equals]=${sectionId}&depth=0&limit=500&pagination=false` : undefined,
  )

  // Made once per answer: the faint names are placed again whenever this list changes.
  const otherCallouts = useMemo(
    () =>
      (others?.docs ?? [])
        .filter((other) => other.id !== Number(calloutId))
        .map((other): OtherCallout => {
          const area = checkPolygon(parsed(other.polygon))
          const point = typeof other.labelLat === 'number' && typeof other.labelLng === 'number' ? ([other.labelLat, other.labelLng] as CalloutPoint) : null
          return { id: other.id, name: other.name, polygon: area.ok ? area.value : null, label: point }
        }),
    [others, calloutId],
  )

  const value = parsed(polygon.value)
  const corners = drawable(value)
  const checked = value === null ? undefined : checkPolygon(value)
  const setCorners = (next: CalloutPoint[]) => polygon.setValue(next.length ? next : null)

  // The server places the name (polylabel) when none is given, or when the one it placed was left alone.
  const lat = labelLat.value
  const lng = labelLng.value
  const given = typeof lat === 'number' && typeof lng === 'number'
  const auto = !given || (labelComputed && lat === labelLat.initialValue && lng === labelLng.initialValue)
  const labelPoint: CalloutPoint | undefined = auto ? (checked?.ok ? labelPointOf(checked.value) : undefined) : [lat!, lng!]

  const label = typeof field.label === 'string' ? field.label : 'Area on the map'
  let status: string
  if (!corners.length && value === null) status = 'No corners yet: click the map to add the first.'
  else if (checked?.ok) status = `${cornerCount(corners.length)}. The outline is fine.`
  else status = `${cornerCount(corners.length)}. ${checked?.message ?? ''}`

  // Why the server refused a save with no area (no label point either). With corners, the line above judges them
  // by the server's own rules, and an older refusal would only contradict it. Shown in the page, not in Payload's
  // error tooltip, which the admin hides below 1024 px. Kept until the area or the label changes: a form-state
  // answer that was under way when Save was pressed can land after the refusal and wipe the field's error.
  const refusalKey = JSON.stringify([value, lat, lng])
  const [refusal, setRefusal] = useState<{ key: string; message: string }>()
  const serverError = polygon.showError ? polygon.errorMessage : undefined
  // Remembered while rendering (React's pattern for state that follows props), so no render can miss it.
  if (serverError && (refusal?.key !== refusalKey || refusal.message !== serverError)) setRefusal({ key: refusalKey, message: serverError })
  const refused = value === null && refusal?.key === refusalKey ? refusal.message : undefined

  let body: React.ReactNode
  if (section.state !== 'ready') {
    body = <SectionMapNote section={section} clicks="clicks on it draw the callout’s area" />
  } else {
    body = (
      <>
        <CalloutDrawingMap
          imageUrl={section.imageUrl}
          sectionName={section.name}
          calloutName={typeof calloutName === 'string' ? calloutName : ''}
          corners={corners}
          valid={checked?.ok === true}
          label={labelPoint && { point: labelPoint, auto }}
          others={otherCallouts}
          onAdd={(point) => setCorners([...corners, onImage(point)])}
          onMove={(index, point) => setCorners(corners.map((corner, at) => (at === index ? onImage(point) : corner)))}
          onRemove={(index) => setCorners(corners.filter((_, at) => at !== index))}
          onMoveLabel={(point) => {
            const [newLat, newLng] = onImage(point)
            labelLat.setValue(newLat)
            labelLng.setValue(newLng)
          }}
        />
        <div className={styles.tools}>
          <Button buttonStyle="secondary" size="small" margin={false} disabled={!corners.length} onClick={() => setCorners(corners.slice(0, -1))}>
            Undo last corner
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} disabled={!corners.length} onClick={() => setCorners([])}>
            Clear all corners
          </Button>
          {!auto && (
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => {
                labelLat.setValue(null)
                labelLng.setValue(null)
              }}
            >
              Place the name automatically
            </Button>
          )}
        </div>
      </>
    )
  }

  return (
    <div className={`field-type callout-polygon ${styles.field}`}>
      <FieldLabel label={label} path={fieldPath} />
      {body}
      {/* Always in the page, so screen readers hear each change; empty until there is a map or a value to judge. */}
      <p className={`${styles.status} ${checked && !checked.ok ? styles.problem : ''}`} role="status">
        {section.state === 'ready' || value !== null ? status : ''}
      </p>
      {refused && (
        <p className={`${styles.status} ${styles.problem}`} role="alert">
          {refused}
        </p>
      )}
      <p className={styles.help}>
        Click the map to add a corner; drag a corner to move it. A focused corner also moves with the arrow keys
        (Shift for small steps), and Delete removes it. The numbered corners are the ones a message names. The
        box with the name is where visitors read it (dashed while it is placed for you): drag it to place it
        yourself. Faint outlines are this section’s other callouts.
      </p>
      <details className={styles.numbers}>
        <summary>Corners as numbers</summary>
        <label className={styles.numbersLabel} htmlFor={`${ids}-corners`}>
          The corners as [[lat, lng], …], in the units a marker’s lat and lng use
        </label>
        <textarea
          id={`${ids}-corners`}
          className={styles.textarea}
          rows={4}
          value={draft ?? (value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value))}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft === undefined) return
            // Kept as typed when it is not JSON: the status above and the server's check then say what is wrong.
            polygon.setValue(draft.trim() ? parsed(draft) : null)
            setDraft(undefined)
          }}
        />
      </details>
    </div>
  )
}
