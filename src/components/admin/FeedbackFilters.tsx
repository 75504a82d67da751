'use client'

import { useListQuery } from '@payloadcms/ui'
import type { Where } from 'payload'
import { useState } from 'react'

import styles from './InboxList.module.css'
import { useToolWords } from './use-tool-words'

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
  const apply = (next: Filters) => void handleWhereChange?.(toWhere(next, others))
  // The address bar holds the filters; a new query (back button, cleared filters) starts the form afresh.
  return <FilterForm key={JSON.stringify(filters)} initial={filters} onApply={apply} />
}

function FilterForm({ initial, onApply }: { initial: Filters; onApply: (filters: Filters) => void }) {
  const say = useToolWords()
  const [filters, setFilters] = useState(initial)
  const change = (patch: Partial<Filters>, now = true) => {
    const next = { ...filters, ...patch }
    setFilters(next)
    if (now) onApply(next)
  }
  const active = initial.from || initial.to || initial.page || initial.unread

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={say('feedbackFilters.label')}
      onSubmit={(event) => {
        event.preventDefault()
        onApply(filters)
      }}
    >
      <label>
        <span>{say('feedbackFilters.from')}</span>
        <input type="date" value={filters.from} onChange={(event) => change({ from: event.target.value })} />
      </label>
      <label>
        <span>{say('feedbackFilters.to')}</span>
        <input type="date" value={filters.to} onChange={(event) => change({ to: event.target.value })} />
      </label>
      <label>
        <span>{say('feedbackFilters.page')}</span>
        <input
          type="search"
          placeholder="/maps/"
          value={filters.page}
          onChange={(event) => change({ page: event.target.value }, false)}
          onBlur={() => filters.page !== initial.page && onApply(filters)}
        />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={filters.unread} onChange={(event) => change({ unread: event.target.checked })} />
        <span>{say('feedbackFilters.unread')}</span>
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-small">
        {say('feedbackFilters.filter')}
      </button>
      {active && (
        <button
          type="button"
          className="btn btn--style-subtle btn--size-small"
          onClick={() => onApply({ from: '', to: '', page: '', unread: false })}
        >
          {say('feedbackFilters.clear')}
        </button>
      )}
    </form>
  )
}
