'use client'

import { Button, FieldLabel, useField } from '@payloadcms/ui'
import dynamic from 'next/dynamic'
import type { StaticLabel } from 'payload'
import { type ReactNode, useId, useMemo, useState } from 'react'

import { type CalloutPoint, type Checked, checkPolygon } from '@/maps/callouts'
import { keepOnImage } from '@/maps/coordinates'
import { checkPolyline, midpointOf } from '@/maps/routes'

import styles from './DrawnShapeField.module.css'
import type { OtherShape } from './FaintShapeNames'
import { LoadingMap, SectionMapNote } from './SectionMapNote'
import type { MapPoint } from './SectionPlacementMap'
import type { DrawnShape } from './ShapeDrawingMap'
import { useCmsJson } from './use-cms-json'
import { useSectionImage } from './use-section-image'
import { useProblemWords, useToolWords } from './use-tool-words'

// Leaflet touches `window` when it loads, so the map itself renders in the browser only.
const ShapeDrawingMap = dynamic(() => import('./ShapeDrawingMap').then((m) => m.ShapeDrawingMap), {
  ssr: false,
  loading: () => <LoadingMap />,
})

/** A spot from the map, kept on the image and to the hundredth, as the collections store it. */
export const onImage = (point: MapPoint): CalloutPoint => {
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

/** The points that can be drawn: pairs of numbers (the collection's rules judge the rest). */
const drawable = (value: unknown): CalloutPoint[] =>
  Array.isArray(value)
    ? value.filter((point): point is CalloutPoint => Array.isArray(point) && point.length === 2 && point.every((n) => typeof n === 'number' && Number.isFinite(n)))
    : []

/** A JSON field of points ([[lat, lng], …]) as drawing edits it, judged by the collection's own rules. */
export function useDrawnPoints(path: string, check: (value: unknown) => Checked<CalloutPoint[]>) {
  const field = useField<unknown>({ path })
  const value = parsed(field.value)
  const points = drawable(value)
  const checked = value === null ? undefined : check(value)
  const setPoints = (next: CalloutPoint[]) => field.setValue(next.length ? next : null)
  return { field, value, points, checked, setPoints }
}
type DrawnPoints = ReturnType<typeof useDrawnPoints>

type CalloutDoc = { id: number; name: string; polygon?: unknown; labelLat?: number | null; labelLng?: number | null }
type RouteDoc = { id: number; name: string; line?: unknown }

/**
 * The section's callouts and routes, but the document being edited, as the drawing map shows them faintly:
 * each area or line as the rules accept it, and its name at its label point (a route's at its middle).
 */
export function useOtherShapes(sectionId: number | undefined, own: { collection: 'map-callouts' | 'map-routes'; id: number | string | undefined }): OtherShape[] {
  const query = (collection: string) => (sectionId ? `/${collection}?where[section][equals]=${sectionId}&depth=0&limit=500&pagination=false` : undefined)
  const callouts = useCmsJson<{ docs: CalloutDoc[] }>(query('map-callouts'))
  const routes = useCmsJson<{ docs: RouteDoc[] }>(query('map-routes'))
  // Made once per answer: the faint names are placed again whenever this list changes.
  return useMemo(() => {
    const isOwn = (collection: string, id: number) => collection === own.collection && String(id) === String(own.id)
    const areas = (callouts?.docs ?? []).flatMap((doc): OtherShape[] => {
      if (isOwn('map-callouts', doc.id)) return []
      const area = checkPolygon(parsed(doc.polygon))
      const label = typeof doc.labelLat === 'number' && typeof doc.labelLng === 'number' ? ([doc.labelLat, doc.labelLng] as CalloutPoint) : null
      return [{ key: `callout:${doc.id}`, name: doc.name, polygon: area.ok ? area.value : null, line: null, label }]
    })
    const lines = (routes?.docs ?? []).flatMap((doc): OtherShape[] => {
      const line = checkPolyline(parsed(doc.line))
      if (isOwn('map-routes', doc.id) || !line.ok) return []
      return [{ key: `route:${doc.id}`, name: doc.name, polygon: null, line: line.value, label: midpointOf(line.value) }]
    })
    return [...areas, ...lines]
  }, [callouts, routes, own.collection, own.id])
}

/** What is drawn, which names the field's words (`Admin.tools.callout.*`: corners and an outline; `….route.*`: points). */
type ShapeKind = 'callout' | 'route'

type Props = {
  /** The field's label: a text per admin language (src/i18n/admin-words.ts), which FieldLabel picks from. */
  label: StaticLabel
  /** Names the field for styles and tests: "callout-polygon", "route-line". */
  className: string
  shape: DrawnShape
  drawn: DrawnPoints
  sectionId: number | undefined
  ownName: string
  others: OtherShape[]
  kind: ShapeKind
  nameSpot?: { point: CalloutPoint; auto: boolean; onMove: (point: MapPoint) => void }
  /** Anything the field adds after Undo and Clear (a callout's "Place the name automatically"). */
  moreTools?: ReactNode
  /** Checked with the drawing when Save was refused with nothing drawn: a change to it clears that message. */
  refusalKeyExtra?: unknown
  help: ReactNode
}

/**
 * A shape drawn on its section's image, a callout's area or a route's line: a click adds a point, dragging
 * moves one, and buttons undo the last or clear them all. It writes the same [[lat, lng], …] the JSON field
 * stores, so the server's rules are unchanged; the same rules judge the shape as it is drawn, and say so.
 */
export function DrawnShapeField({ label, className, shape, drawn, sectionId, ownName, others, kind, nameSpot, moreTools, refusalKeyExtra, help }: Props) {
  const ids = useId()
  const [draft, setDraft] = useState<string>()
  const section = useSectionImage(sectionId)
  const { field, value, points, checked, setPoints } = drawn
  const say = useToolWords()
  const sayProblem = useProblemWords()
  const count = say(`${kind}.points`, { count: points.length })

  let status: string
  if (!points.length && value === null) status = say(`${kind}.none`)
  else if (checked?.ok) status = `${count}. ${say(`${kind}.fine`)}`
  else status = `${count}. ${checked ? sayProblem(checked) : ''}`

  // Why the server refused a save with nothing drawn. With points, the line above judges them by the server's
  // own rules, and an older refusal would only contradict it. Shown in the page, not in Payload's error
  // tooltip, which the admin hides below 1024 px. Kept until the drawing changes: a form-state answer that was
  // under way when Save was pressed can land after the refusal and wipe the field's error.
  const refusalKey = JSON.stringify([value, refusalKeyExtra])
  const [refusal, setRefusal] = useState<{ key: string; message: string }>()
  const serverError = field.showError ? field.errorMessage : undefined
  // Remembered while rendering (React's pattern for state that follows props), so no render can miss it.
  if (serverError && (refusal?.key !== refusalKey || refusal.message !== serverError)) setRefusal({ key: refusalKey, message: serverError })
  const refused = value === null && refusal?.key === refusalKey ? refusal.message : undefined

  let body: ReactNode
  if (section.state !== 'ready') {
    body = <SectionMapNote section={section} clicks={say(`${kind}.clicks`)} />
  } else {
    body = (
      <>
        <ShapeDrawingMap
          imageUrl={section.imageUrl}
          frameLabel={say(`${kind}.frame`, { section: section.name })}
          shape={shape}
          pointTitle={(index) => say(`${kind}.handle`, { number: index + 1 })}
          ownName={ownName}
          points={points}
          valid={checked?.ok === true}
          nameSpot={nameSpot}
          others={others}
          onAdd={(point) => setPoints([...points, onImage(point)])}
          onMove={(index, point) => setPoints(points.map((old, at) => (at === index ? onImage(point) : old)))}
          onRemove={(index) => setPoints(points.filter((_, at) => at !== index))}
        />
        <div className={styles.tools}>
          <Button buttonStyle="secondary" size="small" margin={false} disabled={!points.length} onClick={() => setPoints(points.slice(0, -1))}>
            {say(`${kind}.undo`)}
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} disabled={!points.length} onClick={() => setPoints([])}>
            {say(`${kind}.clear`)}
          </Button>
          {moreTools}
        </div>
      </>
    )
  }

  return (
    <div className={`field-type ${className} ${styles.field}`}>
      <FieldLabel label={label} path={field.path} />
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
      <p className={styles.help}>{help}</p>
      <details className={styles.numbers}>
        <summary>{say(`${kind}.numbers`)}</summary>
        <label className={styles.numbersLabel} htmlFor={`${ids}-points`}>
          {say(`${kind}.numbersLabel`)}
        </label>
        <textarea
          id={`${ids}-points`}
          className={styles.textarea}
          rows={4}
          value={draft ?? (value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value))}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft === undefined) return
            // Kept as typed when it is not JSON: the status above and the server's check then say what is wrong.
            field.setValue(draft.trim() ? parsed(draft) : null)
            setDraft(undefined)
          }}
        />
      </details>
    </div>
  )
}
