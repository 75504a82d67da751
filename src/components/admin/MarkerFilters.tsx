'use client'

import { useListQuery } from '@payloadcms/ui'
import type { Where } from 'payload'

import styles from './MarkerList.module.css'
import { useCmsJson } from './use-cms-json'
import { useToolWords } from './use-tool-words'

type Condition = Record<string, Record<string, unknown>>
type Picked = { map: string; section: string }
type Docs<T> = { docs: T[] }

/** The conditions these filters own, read back from the list's query (the address bar keeps them). */
function readFilters(where: Where | undefined): { picked: Picked; others: Where[] } {
  const picked: Picked = { map: '', section: '' }
  const others: Where[] = []
  for (const condition of (where?.and as Condition[] | undefined) ?? []) {
    const [field, ops] = Object.entries(condition)[0] ?? []
    if (field === 'section.map' && ops && 'equals' in ops) picked.map = String(ops.equals)
    else if (field === 'section' && ops && 'equals' in ops) picked.section = String(ops.equals)
    else others.push(condition as Where)
  }
  return { picked, others }
}

function toWhere({ map, section }: Picked, others: Where[]): Where {
  const and: Where[] = [...others]
  if (map) and.push({ 'section.map': { equals: Number(map) } })
  if (section) and.push({ section: { equals: Number(section) } })
  return and.length ? { and } : {}
}

/** Above the map-marker list: narrow it to one map, then to one of its sections. */
export function MarkerFilters() {
  const say = useToolWords()
  const { query, handleWhereChange } = useListQuery()
  const { picked, others } = readFilters(query.where)
  const maps = useCmsJson<Docs<{ id: number; name: string }>>('/maps?depth=0&limit=0&sort=name&select[name]=true')
  const sections = useCmsJson<Docs<{ id: number; name: string; order?: number }>>(
    picked.map ? `/map-sections?depth=0&limit=0&sort=order&where[map][equals]=${picked.map}&select[name]=true&select[order]=true` : undefined,
  )
  const apply = (next: Picked) => void handleWhereChange?.(toWhere(next, others))

  return (
    <form className={styles.filters} role="search" aria-label={say('markerFilters.label')} onSubmit={(event) => event.preventDefault()}>
      <label>
        <span>{say('markerFilters.map')}</span>
        <select aria-label={say('markerFilters.map')} value={picked.map} onChange={(event) => apply({ map: event.target.value, section: '' })}>
          <option value="">{say('markerFilters.allMaps')}</option>
          {maps?.docs.map((map) => (
            <option key={map.id} value={map.id}>
              {map.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{say('markerFilters.section')}</span>
        <select
          aria-label={say('markerFilters.section')}
          value={picked.section}
          disabled={!picked.map}
          onChange={(event) => apply({ ...picked, section: event.target.value })}
        >
          <option value="">{picked.map ? say('markerFilters.allSections') : say('markerFilters.chooseMap')}</option>
          {sections?.docs.map((section) => (
            <option key={section.id} value={section.id}>
              {section.name}
            </option>
          ))}
        </select>
      </label>
      {(picked.map || picked.section) && (
        <button type="button" className="btn btn--style-subtle btn--size-small" onClick={() => apply({ map: '', section: '' })}>
          {say('markerFilters.clear')}
        </button>
      )}
    </form>
  )
}
