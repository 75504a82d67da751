'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { UIFieldClientComponent } from 'payload'
import { useId, useState } from 'react'

import type { MarkerRowProblem } from '@/maps/marker-import'

import styles from './MarkersInBulkField.module.css'

type Outcome =
  | { kind: 'imported'; imported: number; removed: number }
  | { kind: 'rejected'; error: string; problems: MarkerRowProblem[] }

/**
 * On a map section's screen: its markers as a CSV or JSON file, and an import of such a file. The server
 * checks every row (icon type, lat/lng within the map, description) and stores all rows or none.
 */
export const MarkersInBulkField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const inputId = useId()
  const [file, setFile] = useState<File>()
  const [replace, setReplace] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const api = `${config.serverURL}${config.routes.api}/map-markers`

  if (!id) {
    return (
      <div className={styles.bulk}>
        <h3 className={styles.heading}>Markers in bulk</h3>
        <p className={styles.note}>Save the section first; then its markers can be imported and exported here.</p>
      </div>
    )
  }

  const importFile = async () => {
    if (!file) return
    setBusy(true)
    setOutcome(undefined)
    try {
      const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv'
      const answer = await fetch(`${api}/import`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ section: id, format, content: await file.text(), replace }),
      })
      const body = await answer.json().catch(() => ({}))
      if (answer.ok) {
        setOutcome({ kind: 'imported', imported: body.imported ?? 0, removed: body.removed ?? 0 })
        router.refresh()
      } else {
        setOutcome({ kind: 'rejected', error: body.error ?? `The import failed (${answer.status}).`, problems: body.problems ?? [] })
      }
    } catch {
      setOutcome({ kind: 'rejected', error: 'The server could not be reached. Nothing was imported.', problems: [] })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.bulk} data-testid="markers-in-bulk">
      <h3 className={styles.heading}>Markers in bulk</h3>
      <p className={styles.note}>
        One row per marker with the columns <code>icon</code> (the marker icon’s slug or name), <code>lat</code>,{' '}
        <code>lng</code> (the viewer’s coordinates, lat −320 to 320, lng −960 to 960) and <code>description</code>.
      </p>
      <div className={styles.row}>
        <span>Export:</span>
        <a className="btn btn--style-secondary btn--size-small" href={`${api}/export?section=${id}&format=csv`} download>
          CSV
        </a>
        <a className="btn btn--style-secondary btn--size-small" href={`${api}/export?section=${id}&format=json`} download>
          JSON
        </a>
      </div>
      <div className={styles.row}>
        <label htmlFor={inputId}>Import a .csv or .json file</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(event) => {
            setFile(event.target.files?.[0])
            setOutcome(undefined)
          }}
        />
      </div>
      <label className={styles.row}>
        <input type="checkbox" checked={replace} onChange={(event) => setReplace(event.target.checked)} />
        <span>Replace the section’s markers (otherwise the file’s markers are added)</span>
      </label>
      <button type="button" className="btn btn--style-primary btn--size-small" disabled={!file || busy} onClick={importFile}>
        {busy ? 'Checking …' : 'Check and import'}
      </button>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'imported' && (
          <p className={styles.success} data-testid="import-success">
            Imported {outcome.imported} {outcome.imported === 1 ? 'marker' : 'markers'}
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
                    <th scope="col">Row</th>
                    <th scope="col">Column</th>
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
