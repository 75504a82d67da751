'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { UIFieldClientComponent } from 'payload'
import { useId, useState } from 'react'

import { useHydrated } from '@/browser/hydrated'
import type { RowProblem } from '@/maps/row-file'

import styles from './MapDataInBulkField.module.css'

type Outcome = { kind: 'imported'; imported: number; removed: number } | { kind: 'rejected'; error: string; problems: RowProblem[] }

/** What can move in and out, with the calls that move it (src/collections/shape-endpoints.ts, geojson-endpoints.ts). */
const KINDS = {
  markers: {
    label: 'Markers',
    one: 'marker',
    many: 'markers',
    unit: 'Row',
    formats: ['csv', 'json'],
    note: 'One row per marker: icon (the marker icon’s slug or name), lat, lng (lat −320 to 320, lng −960 to 960), description, and optionally hero (the slug of the hero whose spot it is).',
  },
  callouts: {
    label: 'Callouts',
    one: 'callout',
    many: 'callouts',
    unit: 'Row',
    formats: ['csv', 'json'],
    note: 'One row per callout: slug, name, aliases (joined by " | "), description, label_lat and label_lng (or label: [lat, lng] in JSON), polygon as [[lat, lng], …].',
  },
  routes: {
    label: 'Routes',
    one: 'route',
    many: 'routes',
    unit: 'Row',
    formats: ['csv', 'json'],
    note: 'One row per route: slug, kind (flank, rotation, payload-path, escape), name, description, line as [[lat, lng], …].',
  },
  section: {
    label: 'Whole section (GeoJSON)',
    one: 'feature',
    many: 'features',
    unit: 'Feature',
    formats: ['geojson'],
    note: 'The section’s markers, callouts and routes as one GeoJSON FeatureCollection, positions [lng, lat] in the image’s own units (its bbox), for other Leaflet map tools.',
  },
} as const
type Kind = keyof typeof KINDS

/**
 * On a map section's screen: its markers, callouts or routes as a CSV or JSON file, or the whole section as
 * GeoJSON, and an import of such a file. The server checks every row and stores all of them or none.
 */
export const MapDataInBulkField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const inputId = useId()
  // Until React has taken over the server's HTML, a choice or a file would be undone by hydration: the controls wait.
  const hydrated = useHydrated()
  const [kind, setKind] = useState<Kind>('markers')
  const [file, setFile] = useState<File>()
  const [replace, setReplace] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const api = `${config.serverURL}${config.routes.api}`
  const what = KINDS[kind]

  if (!id) {
    return (
      <div className={styles.bulk}>
        <h3 className={styles.heading}>Map data in bulk</h3>
        <p className={styles.note}>Save the section first; then its markers, callouts and routes can be imported and exported here.</p>
      </div>
    )
  }

  const exportUrl = (format: string) => (kind === 'section' ? `${api}/map-sections/${id}/geojson` : `${api}/map-${kind}/export?section=${id}&format=${format}`)

  const importFile = async () => {
    if (!file) return
    setBusy(true)
    setOutcome(undefined)
    try {
      const content = await file.text()
      const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv'
      const [url, body] =
        kind === 'section' ? [`${api}/map-sections/${id}/geojson`, { content, replace }] : [`${api}/map-${kind}/import`, { section: id, format, content, replace }]
      const answer = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const result = await answer.json().catch(() => ({}))
      if (answer.ok) {
        setOutcome({ kind: 'imported', imported: result.imported ?? 0, removed: result.removed ?? 0 })
        router.refresh()
      } else {
        setOutcome({ kind: 'rejected', error: result.error ?? `The import failed (${answer.status}).`, problems: result.problems ?? [] })
      }
    } catch {
      setOutcome({ kind: 'rejected', error: 'The server could not be reached. Nothing was imported.', problems: [] })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.bulk} data-testid="map-data-in-bulk">
      <h3 className={styles.heading}>Map data in bulk</h3>
      <fieldset className={`${styles.row} ${styles.kinds}`} disabled={!hydrated}>
        <legend className={styles.note}>What to move</legend>
        {(Object.keys(KINDS) as Kind[]).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${inputId}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => {
                setKind(option)
                setOutcome(undefined)
              }}
            />{' '}
            {KINDS[option].label}
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>{what.note}</p>
      <div className={styles.row}>
        <span>Export:</span>
        {what.formats.map((format) => (
          <a key={format} className="btn btn--style-secondary btn--size-small" href={exportUrl(format)} download>
            {format.toUpperCase()}
          </a>
        ))}
      </div>
      <div className={styles.row}>
        <label htmlFor={inputId}>{kind === 'section' ? 'Import a .geojson file' : 'Import a .csv or .json file'}</label>
        <input
          id={inputId}
          type="file"
          disabled={!hydrated}
          accept={kind === 'section' ? '.geojson,.json,application/geo+json,application/json' : '.csv,.json,text/csv,application/json'}
          onChange={(event) => {
            setFile(event.target.files?.[0])
            setOutcome(undefined)
          }}
        />
      </div>
      <label className={styles.choice}>
        <input type="checkbox" checked={replace} disabled={!hydrated} onChange={(event) => setReplace(event.target.checked)} />
        <span>
          {kind === 'section'
            ? 'Replace the section’s markers, callouts and routes (otherwise the file’s are added)'
            : `Replace the section’s ${what.many} (otherwise the file’s ${what.many} are added)`}
        </span>
      </label>
      <button type="button" className="btn btn--style-primary btn--size-small" disabled={!file || busy} onClick={importFile}>
        {busy ? 'Checking …' : 'Check and import'}
      </button>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'imported' && (
          <p className={styles.success} data-testid="import-success">
            Imported {outcome.imported} {outcome.imported === 1 ? what.one : what.many}
            {outcome.removed ? `, replacing ${outcome.removed}` : ''}.
          </p>
        )}
        {outcome?.kind === 'rejected' && (
          <div className={styles.error} data-testid="import-problems">
            <p>{outcome.error}</p>
            {outcome.problems.length > 0 && (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{what.unit}</th>
                    <th scope="col">Field</th>
                    <th scope="col">What is wrong</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.problems.map((problem, index) => (
                    <tr key={index}>
                      <td>{problem.row || 'file'}</td>
                      <td>{problem.field}</td>
                      <td>{problem.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )}
      </div>
    </div>
  )
}
