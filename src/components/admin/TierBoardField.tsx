'use client'

import { FieldLabel, useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import type { ArrayFieldClientComponent, FormState } from 'payload'
import { Fragment, useCallback, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'

import type { HeroRole } from '@/contract/types'
import { HERO_ROLE_ORDER } from '@/rules/hero-roles'
import { isTier, TIER_REASON_MAX, TIERS, type Tier } from '@/rules/tiers'

import styles from './TierBoardField.module.css'
import { useCmsJson } from './use-cms-json'
import { useToolWords } from './use-tool-words'

type HeroRow = { id: number; nickname: string; role: HeroRole }
type Placement = { rowId?: string; tier: Tier; reason: string }
type Board = Map<number, Placement>

/** A message whose `{{name}}` placeholders are elements (the keys in <kbd>). */
function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\{\{(\w+)\}\}/).map((part, index) => <Fragment key={index}>{index % 2 ? (elements[part] ?? part) : part}</Fragment>)
}

const UNRANKED = ''
const newRowId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')
const idOf = (value: unknown) => (value && typeof value === 'object' ? Number((value as { id: unknown }).id) : Number(value))

/** The array's rows in the form state, as hero → placement. */
function boardFrom(fields: FormState, path: string): Board {
  const board: Board = new Map()
  const count = Number(fields[path]?.value ?? 0) || 0
  for (let index = 0; index < count; index++) {
    const hero = idOf(fields[`${path}.${index}.hero`]?.value)
    const tier = fields[`${path}.${index}.tier`]?.value
    if (!hero || !isTier(tier)) continue
    const reason = fields[`${path}.${index}.reason`]?.value
    board.set(hero, { rowId: fields[`${path}.${index}.id`]?.value as string | undefined, tier, reason: typeof reason === 'string' ? reason : '' })
  }
  return board
}

/**
 * Every hero on one screen, grouped by role, each with a tier picker and a one-line reason: the tier list's
 * `entries` array without 45 separate rows to open. Keyboard: Tab walks hero by hero; on a tier picker the keys
 * S, A, B, C and D place the hero and U (or Delete) leaves it unranked; Tab then reaches its reason. The rows
 * stay Payload's own array rows in the form, so saving, drafts, versions and validation work as for any field.
 */
export const TierBoardField: ArrayFieldClientComponent = ({ path: pathFromProps, field }) => {
  const say = useToolWords()
  const path = pathFromProps ?? field.name
  const { dispatchFields, setModified } = useForm()
  const fields = useFormFields(([state]) => state)
  const { id: documentId } = useDocumentInfo()
  const heroes = useCmsJson<{ docs: HeroRow[] }>('/heroes?limit=200&depth=0&sort=nickname&select[nickname]=true&select[role]=true')?.docs
  const board = useMemo(() => boardFrom(fields, path), [fields, path])
  const patchId = idOf(fields.patch?.value) || null
  const [copyNote, setCopyNote] = useState<string>()

  const order = useMemo(
    () => HERO_ROLE_ORDER.flatMap((role) => (heroes ?? []).filter((hero) => hero.role === role)).map((hero) => hero.id),
    [heroes],
  )

  /** Writes the board back as the array's rows, in the board's order (placed heroes only). */
  const write = useCallback(
    (next: Board) => {
      const known = order.filter((hero) => next.has(hero))
      const rest = [...next.keys()].filter((hero) => !known.includes(hero))
      const rows = [...known, ...rest].map((hero) => ({ hero, ...next.get(hero)!, rowId: next.get(hero)!.rowId ?? newRowId() }))
      const formState: FormState = {
        [path]: { ...fields[path], disableFormData: rows.length > 0, rows: rows.map(({ rowId }) => ({ id: rowId, collapsed: false })), value: rows.length, valid: true },
      }
      rows.forEach((row, index) => {
        const at = (name: string, value: unknown) => ({ ...fields[`${path}.${index}.${name}`], value, initialValue: fields[`${path}.${index}.${name}`]?.initialValue, valid: true, passesCondition: true })
        formState[`${path}.${index}.id`] = at('id', row.rowId)
        formState[`${path}.${index}.hero`] = at('hero', row.hero)
        formState[`${path}.${index}.tier`] = at('tier', row.tier)
        formState[`${path}.${index}.reason`] = at('reason', row.reason)
      })
      dispatchFields({ type: 'UPDATE_MANY', formState })
      // Rows past the new end are gone.
      const stale = Object.keys(fields).filter((key) => {
        const match = key.startsWith(`${path}.`) && /^(\d+)\./.exec(key.slice(path.length + 1))
        return match && Number(match[1]) >= rows.length
      })
      for (const key of stale) dispatchFields({ type: 'REMOVE', path: key })
      setModified(true)
    },
    [dispatchFields, fields, order, path, setModified],
  )

  const place = (hero: number, tier: Tier | typeof UNRANKED) => {
    const next: Board = new Map(board)
    if (tier === UNRANKED) next.delete(hero)
    else next.set(hero, { ...(board.get(hero) ?? { reason: '' }), tier })
    write(next)
  }

  const setReason = (hero: number, reason: string) => {
    const placed = board.get(hero)
    if (!placed) return
    write(new Map(board).set(hero, { ...placed, reason }))
  }

  const onTierKey = (hero: number) => (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const key = event.key.toUpperCase()
    if (isTier(key)) {
      event.preventDefault()
      place(hero, key)
    } else if (key === 'U' || key === 'DELETE' || key === 'BACKSPACE') {
      event.preventDefault()
      place(hero, UNRANKED)
    }
  }

  const startFromPrevious = async () => {
    setCopyNote(undefined)
    if (!patchId) return setCopyNote(say('tiers.choosePatch'))
    const base = '/cms-api'
    const get = async <T,>(url: string) => (await (await fetch(`${base}${url}`, { credentials: 'include' })).json()) as T
    const { docs: patches } = await get<{ docs: { id: number; version: string; releasedAt: string }[] }>(
      '/patches?limit=500&depth=0&sort=-releasedAt&select[version]=true&select[releasedAt]=true',
    )
    const chosen = patches.find((patch) => patch.id === patchId)
    const { docs: lists } = await get<{ docs: { id: number; patch: number; entries?: { hero: number; tier: Tier; reason?: string | null }[] }[] }>(
      '/tier-lists?limit=500&depth=0&where[_status][equals]=published',
    )
    const earlier = patches.filter((patch) => chosen && Date.parse(patch.releasedAt) < Date.parse(chosen.releasedAt))
    const previous = earlier.map((patch) => ({ patch, list: lists.find((list) => idOf(list.patch) === patch.id && list.id !== documentId) })).find((pair) => pair.list)
    if (!previous?.list) return setCopyNote(say('tiers.noEarlier'))
    const next: Board = new Map()
    for (const entry of previous.list.entries ?? []) next.set(idOf(entry.hero), { tier: entry.tier, reason: entry.reason ?? '' })
    write(next)
    setCopyNote(say('tiers.copied', { number: next.size, version: previous.patch.version }))
  }

  const counts = TIERS.map((tier) => `${tier} ${[...board.values()].filter((placed) => placed.tier === tier).length}`).join(' · ')

  return (
    <div className={styles.board} data-testid="tier-board">
      <FieldLabel label={field.label || say('tiers.label')} />
      <p className={styles.note}>
        {withElements(say('tiers.keys'), {
          ...Object.fromEntries(['s', 'a', 'b', 'c', 'd', 'u'].map((key) => [key, <kbd key={key}>{key.toUpperCase()}</kbd>])),
          tab: <kbd>Tab</kbd>,
        })}
      </p>
      <div className={styles.toolbar}>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={startFromPrevious}>
          {say('tiers.fromPrevious')}
        </button>
        <span className={styles.counts} aria-live="polite">
          {counts} · {say('tiers.unranked', { number: Math.max(0, order.length - board.size) })}
        </span>
      </div>
      {copyNote && (
        <p role="status" className={styles.note}>
          {copyNote}
        </p>
      )}
      {!heroes && <p className={styles.note}>{say('tiers.loading')}</p>}
      {heroes &&
        HERO_ROLE_ORDER.map((role) => (
          <fieldset key={role} className={styles.role}>
            <legend>{say(`tiers.${role}`)}</legend>
            {heroes
              .filter((hero) => hero.role === role)
              .map((hero) => {
                const placed = board.get(hero.id)
                return (
                  <div key={hero.id} className={styles.hero} data-hero={hero.id} data-tier={placed?.tier ?? 'unranked'}>
                    <span className={styles.name}>{hero.nickname}</span>
                    <select
                      aria-label={say('tiers.tierOf', { hero: hero.nickname })}
                      className={styles.tier}
                      value={placed?.tier ?? UNRANKED}
                      onKeyDown={onTierKey(hero.id)}
                      onChange={(event) => place(hero.id, event.target.value as Tier | typeof UNRANKED)}
                    >
                      <option value={UNRANKED}>{say('tiers.unrankedOption')}</option>
                      {TIERS.map((tier) => (
                        <option key={tier} value={tier}>
                          {tier}
                        </option>
                      ))}
                    </select>
                    <input
                      type="text"
                      aria-label={say('tiers.reasonOf', { hero: hero.nickname })}
                      className={styles.reason}
                      maxLength={TIER_REASON_MAX}
                      disabled={!placed}
                      placeholder={placed ? say('tiers.reasonPlaceholder') : ''}
                      value={placed?.reason ?? ''}
                      onChange={(event) => setReason(hero.id, event.target.value)}
                    />
                  </div>
                )
              })}
          </fieldset>
        ))}
    </div>
  )
}
