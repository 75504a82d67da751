'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useId, useRef } from 'react'

import { IntentLink } from '@/components/shell/IntentLink'
import type { NavMap } from '@/data/map-guide'

import styles from './MapSideNav.module.css'

/** Groups the maps by location, keeping the order they come in (newest map first). */
function byLocation(maps: NavMap[]) {
  const groups = new Map<string, { name: string; maps: NavMap[] }>()
  for (const map of maps) {
    const group = groups.get(map.locationSlug) ?? { name: map.locationName, maps: [] }
    group.maps.push(map)
    groups.set(map.locationSlug, group)
  }
  return [...groups.values()]
}

/**
 * Fullscreen's side navigation: every map, with the current map's sections beneath it. Choosing another map
 * opens its first section; `onLeaveMap` lets the viewer stay fullscreen across that change. `find` (Find on
 * map) and `hero` (the Hero layer's select) sit above the list while it is open.
 */
export function MapSideNav({
  maps,
  currentMap,
  currentSection,
  collapsed,
  onToggleCollapsed,
  onLeaveMap,
  find,
  hero,
}: {
  maps: NavMap[]
  currentMap: string
  currentSection: string
  collapsed: boolean
  onToggleCollapsed: () => void
  onLeaveMap: (map: string) => void
  find?: ReactNode
  hero?: ReactNode
}) {
  const t = useTranslations('MapGuide')
  const listId = useId()
  const list = useRef<HTMLDivElement>(null)
  // The current map may sit far down the list: bring it into view when the list opens.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="true"]')
    if (list.current && current) list.current.scrollTop = Math.max(0, current.offsetTop - list.current.clientHeight / 3)
  }, [currentMap, collapsed])
  return (
    <nav className={styles.nav} aria-label={t('navAllMaps')} data-collapsed={collapsed} data-testid="map-side-nav">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        aria-controls={listId}
        aria-label={collapsed ? t('navShow') : t('navHide')}
        onClick={onToggleCollapsed}
      >
        <span className={styles.bars} aria-hidden="true" />
        {!collapsed && <span className={styles.toggleLabel}>{t('navMaps')}</span>}
      </button>
      {!collapsed && find}
      {!collapsed && hero}
      <div ref={list} id={listId} className={styles.list} hidden={collapsed}>
        {byLocation(maps).map((group) => (
          <div key={group.name} className={styles.group}>
            <p className={styles.location}>{group.name}</p>
            <ul className={styles.maps}>
              {group.maps.map((map) => {
                const current = map.slug === currentMap
                const base = `/maps/${map.locationSlug}/${map.slug}`
                return (
                  <li key={map.slug}>
                    <IntentLink
                      className={styles.map}
                      href={map.sections[0] ? `${base}/${map.sections[0].slug}` : base}
                      aria-current={current ? 'true' : undefined}
                      scroll={false}
                      onClick={current ? undefined : () => onLeaveMap(map.slug)}
                    >
                      {map.name}
                    </IntentLink>
                    {current && (
                      <ul className={styles.sections} aria-label={t('navSections', { map: map.name })}>
                        {map.sections.map((section) => (
                          <li key={section.slug}>
                            <IntentLink
                              className={styles.section}
                              href={`${base}/${section.slug}`}
                              aria-current={section.slug === currentSection ? 'page' : undefined}
                              scroll={false}
                            >
                              {section.name}
                            </IntentLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}
