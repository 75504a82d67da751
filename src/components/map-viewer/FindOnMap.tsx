'use client'

import { useTranslations } from 'next-intl'
import { useId, useMemo, useState } from 'react'

import type { MapCallout, MapMarker, MapRoute } from '@/contract/types'
import { findOnMap, type FindWords, type FoundPlace } from '@/maps/find-on-map'

import styles from './FindOnMap.module.css'

/**
 * "Find on map": filters the section's callouts (name and aliases), routes (name) and markers (type and
 * description) as the player types. Enter or a click centres the map on the place and opens it. A combobox with a list box (ARIA
 * 1.2): the arrow keys move through the places, Escape closes the list and then clears the field, and a live
 * region says how many places answer.
 */
export function FindOnMap({
  callouts,
  routes,
  markers,
  onFind,
}: {
  callouts: MapCallout[]
  routes: MapRoute[]
  markers: MapMarker[]
  onFind: (place: FoundPlace) => void
}) {
  const t = useTranslations('MapGuide')
  const words = useMemo<FindWords>(
    () => ({
      callout: (alias) => (alias ? t('foundCalloutAlias', { alias }) : t('foundCallout')),
      route: (kind) => t('foundRoute', { kind: t(`routeKind.${kind}`) }),
    }),
    [t],
  )
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const places = useMemo(() => findOnMap(query, callouts, markers, routes, words), [query, callouts, markers, routes, words])
  const expanded = open && places.length > 0
  const current = expanded ? places[Math.min(active, places.length - 1)] : undefined

  const choose = (place: FoundPlace) => {
    setQuery(place.title)
    setOpen(false)
    onFind(place)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
    if (step && places.length) {
      event.preventDefault()
      if (!expanded) {
        setOpen(true)
        setActive(step > 0 ? 0 : places.length - 1)
      } else setActive((Math.min(active, places.length - 1) + step + places.length) % places.length)
    } else if (event.key === 'Enter' && places.length) {
      event.preventDefault()
      choose(current ?? places[0])
    } else if (event.key === 'Escape' && (expanded || query)) {
      // Handled here: the map's own Escape (close a marker, leave fullscreen) waits for an empty field.
      event.stopPropagation()
      if (expanded) setOpen(false)
      else setQuery('')
    }
  }

  const status = !query.trim() ? '' : places.length ? t('foundCount', { count: places.length }) : t('nothingFound')
  return (
    <div className={styles.find} data-testid="find-on-map">
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t('find')}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('findPlaceholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-places`}
        aria-activedescendant={current ? `${id}-${current.key}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-places`} role="listbox" aria-label={t('placesFound')} className={styles.places} hidden={!expanded}>
        {expanded &&
          places.map((place) => (
            <li
              key={place.key}
              id={`${id}-${place.key}`}
              role="option"
              aria-selected={place === current}
              className={styles.place}
              // Keeps the focus in the field, so the list is not closed before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              <span className={styles.title}>{place.title}</span>
              {place.detail && <span className={styles.detail}>{place.detail}</span>}
            </li>
          ))}
      </ul>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  )
}
