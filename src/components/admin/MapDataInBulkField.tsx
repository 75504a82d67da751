'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { UIFieldClientComponent } from 'payload'
import { useId, useState } from 'react'

import { useHydrated } from '@/browser/hydrated'
import type { RowProblem } from '@/maps/row-file'

import styles from './MapDataInBulkField.module.css'
import { useToolWords } from './use-tool-words'

type Outcome = { kind: 'imported'; imported: number; removed: number } | { kind: 'rejected'; error: string; problems: RowProblem[] }

/**
 * What can move in and out, with the calls that move it (src/collections/shape-endpoints.ts, geojson-endpoints.ts);
 * its words are `Admin.tools.bulk.<kind>*` of admin.json.
 */
const KINDS = {
  markers: { unit: 'row', formats: ['csv', 'json'] },
  callouts: { unit: 'row', formats: ['csv', 'json'] },
  routes: { unit: 'row', formats: ['csv', 'json'] },
  section: { unit: 'feature', formats: ['geojson'] },
} as const
type Kind = keyof typeof KINDS

/**
 * On a map section's screen: its markers, callouts or routes as a CSV or JSON file, or the whole section as
 * GeoJSON, and an import of such a file. The server checks every row and stores all of them or none.
 */
export const MapDataInBulkField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const say = useToolWords()
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
        <h3 className={styles.heading}>{say('bulk.heading')}</h3>
        <p className={styles.note}>{say('bulk.saveFirst')}</p>
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
        setOutcome({ kind: 'rejected', error: result.error ?? say('bulk.failed', { status: answer.status }), problems: result.problems ?? [] })
      }
    } catch {
      setOutcome({ kind: 'rejected', error: say('bulk.unreachable'), problems: [] })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.bulk} data-testid="map-data-in-bulk">
      <h3 className={styles.heading}>{say('bulk.heading')}</h3>
      <fieldset className={`${styles.row} ${styles.kinds}`} disabled={!hydrated}>
        <legend className={styles.note}>{say('bulk.whatToMove')}</legend>
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
            {say(`bulk.${option}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>{say(`bulk.${kind}Note`)}</p>
      <div className={styles.row}>
        <span>{say('bulk.export')}</span>
        {what.formats.map((format) => (
          <a key={format} className="btn btn--style-secondary btn--size-small" href={exportUrl(format)} download>
            {format.toUpperCase()}
          </a>
        ))}
      </div>
      <div className={styles.row}>
        <label htmlFor={inputId}>{say(kind === 'section' ? 'bulk.importSection' : 'bulk.importRows')}</label>
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
          {say(`bulk.${kind}Replace`)}
        </span>
      </label>
      <button type="button" className="btn btn--style-primary btn--size-small" disabled={!file || busy} onClick={importFile}>
        {busy ? say('bulk.checking') : say('bulk.check')}
      </button>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'imported' && (
          <p className={styles.success} data-testid="import-success">
            {say(`bulk.${kind}Imported`, { count: outcome.imported })}
            {outcome.removed ? say('bulk.replacing', { number: outcome.removed }) : ''}.
          </p>
        )}
        {outcome?.kind === 'rejected' && (
          <div className={styles.error} data-testid="import-problems">
            <p>{outcome.error}</p>
            {outcome.problems.length > 0 && (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{say(`bulk.${what.unit}`)}</th>
                    <th scope="col">{say('bulk.field')}</th>
                    <th scope="col">{say('bulk.wrong')}</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.problems.map((problem, index) => (
                    <tr key={index}>
                      <td>{problem.row || say('bulk.file')}</td>
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
