'use client'

import { useListQuery } from '@payloadcms/ui'
import type { Where } from 'payload'
import { useState } from 'react'

import styles from './InboxList.module.css'

type Filters = { from: string; to: string; page: string; unread: boolean }

const DAY_MS = 86_400_000
/** yyyy-mm-dd of a date input as the start of that day in the editor's own time zone. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`)
const dayOf = (iso: unknown) => {
  const date = typeof iso === 'string' ? new Date(iso) : undefined
  if (!date || Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}

type Condition = Record<string, Record<string, unknown>>

/** The conditions these filters own, read back from the list's query (the address bar keeps them). */
function readFilters(where: Where | undefined): { filters: Filters; others: Where[] } {
  const filters: Filters = { from: '', to: '', page: '', unread: false }
  const others: Where[] = []
  for (const condition of (where?.and as Condition[] | undefined) ?? []) {
    const [field, ops] = Object.entries(condition)[0] ?? []
    if (field === 'createdAt' && ops && 'greater_than_equal' in ops) filters.from = dayOf(ops.greater_than_equal)
    else if (field === 'createdAt' && ops && 'less_than' in ops) filters.to = dayOf(new Date(new Date(String(ops.less_than)).getTime() - DAY_MS).toISOString())
    else if (field === 'onPage' && ops && 'contains' in ops) filters.page = String(ops.contains)
    else if (field === 'read' && ops && 'equals' in ops) filters.unread = String(ops.equals) === 'false'
    else others.push(condition as Where)
  }
  return { filters, others }
}

function toWhere({ from, to, page, unread }: Filters, others: Where[]): Where {
  const and: Where[] = [...others]
  if (from) and.push({ createdAt: { greater_than_equal: startOfDay(from).toISOString() } })
  if (to) and.push({ createdAt: { less_than: new Date(startOfDay(to).getTime() + DAY_MS).toISOString() } })
  if (page.trim()) and.push({ onPage: { contains: page.trim() } })
  if (unread) and.push({ read: { equals: false } })
  return and.length ? { and } : {}
}

/** Quick filters above the feedback list: received between two days, on pages matching a text, unread only. */
export function FeedbackFilters() {
  const { query, handleWhereChange } = useListQuery()
  const { filters, others } = readFilters(query.where)
  const [page, setPage] = useState(filters.page)

  const apply = (change: Partial<Filters>) => handleWhereChange?.(toWhere({ ...filters, page, ...change }, others))

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filter feedback"
      onSubmit={(event) => {
        event.preventDefault()
        void apply({ page })
      }}
    >
      <label>
        <span>Received from</span>
        <input type="date" value={filters.from} onChange={(event) => void apply({ from: event.target.value })} />
      </label>
      <label>
        <span>to</span>
        <input type="date" value={filters.to} onChange={(event) => void apply({ to: event.target.value })} />
      </label>
      <label>
        <span>Page contains</span>
        <input
          type="search"
          placeholder="/maps/"
          value={page}
          onChange={(event) => setPage(event.target.value)}
          onBlur={() => page !== filters.page && void apply({ page })}
        />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={filters.unread} onChange={(event) => void apply({ unread: event.target.checked })} />
        <span>Unread only</span>
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-small">
        Filter
      </button>
      {(filters.from || filters.to || filters.page || filters.unread) && (
        <button
          type="button"
          className="btn btn--style-subtle btn--size-small"
          onClick={() => {
            setPage('')
            void handleWhereChange?.(toWhere({ from: '', to: '', page: '', unread: false }, others))
          }}
        >
          Clear filters
        </button>
      )}
    </form>
  )
}
