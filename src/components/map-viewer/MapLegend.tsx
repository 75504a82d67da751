'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useId } from 'react'

import { CachedImage } from '@/components/media/CachedImage'
import type { MarkerType } from '@/maps/guide-rules'
import type { RouteKindCount } from '@/maps/routes'

import styles from './MapLegend.module.css'
import { RouteSwatch } from './RouteSwatch'

/**
 * The legend of the section's marker types; each row also shows or hides its markers. Every type shows at once
 * (no scrolling inside it). The Callouts switch shows or hides the layer of place names, and one row per kind
 * of route shows or hides those routes, its line drawn as the map draws it. The Coordinates switch
 * shows the clicked point's lat/lng, an editor's aid. `find` (Find on map) comes first when given, then `hero`
 * (the Hero layer's select).
 */
export function MapLegend({
  types,
  hidden,
  expanded,
  onToggleExpanded,
  onToggleType,
  onShowAll,
  coordinates,
  onToggleCoordinates,
  calloutCount,
  calloutsShown,
  onToggleCallouts,
  routeKinds,
  hiddenRoutes,
  onToggleRouteKind,
  find,
  hero,
  heroName,
  className,
}: {
  types: MarkerType[]
  hidden: ReadonlySet<string>
  expanded: boolean
  onToggleExpanded: () => void
  onToggleType: (icon: string) => void
  onShowAll: () => void
  coordinates: boolean
  onToggleCoordinates: () => void
  calloutCount: number
  calloutsShown: boolean
  onToggleCallouts: () => void
  routeKinds: RouteKindCount[]
  hiddenRoutes: ReadonlySet<string>
  onToggleRouteKind: (kind: string) => void
  find?: ReactNode
  hero?: ReactNode
  /** The hero whose layer is shown, named on the folded legend too, so the filtered map is never a puzzle. */
  heroName?: string | null
  className?: string
}) {
  const t = useTranslations('MapGuide')
  const listId = useId()
  const hiddenHere = types.filter((type) => hidden.has(type.icon)).length + routeKinds.filter((entry) => hiddenRoutes.has(entry.kind)).length
  return (
    <div className={`${styles.legend} ${className ?? ''}`} data-testid="map-legend" data-expanded={expanded}>
      <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={listId} onClick={onToggleExpanded}>
        <span>{t('legend')}</span>
        {heroName && <span className={styles.badge}>{heroName}</span>}
        {hiddenHere > 0 && <span className={styles.badge}>{t('hiddenCount', { count: hiddenHere })}</span>}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={listId} hidden={!expanded} className={styles.body}>
        {find}
        {hero}
        {(calloutCount > 0 || routeKinds.length > 0) && (
          <ul className={styles.layers} aria-label={t('layers')}>
            {calloutCount > 0 && (
              <li>
                <button type="button" className={styles.type} aria-pressed={calloutsShown} onClick={onToggleCallouts}>
                  <span className={styles.layerIcon} aria-hidden="true">
                    Aa
                  </span>
                  <span className={styles.name}>{t('callouts')}</span>
                  <span className={styles.count}>{calloutCount}</span>
                </button>
              </li>
            )}
            {routeKinds.map((entry) => (
              <li key={entry.kind}>
                <button type="button" className={styles.type} aria-pressed={!hiddenRoutes.has(entry.kind)} onClick={() => onToggleRouteKind(entry.kind)}>
                  <RouteSwatch kind={entry.kind} className={styles.layerIcon} />
                  <span className={styles.name}>{t(`routeLegend.${entry.kind}`)}</span>
                  <span className={styles.count}>{entry.count}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {types.length === 0 ? (
          <p className={styles.empty}>{t('noMarkers')}</p>
        ) : (
          <>
            <p className={styles.hint}>{t('legendHint')}</p>
            <ul className={styles.types} aria-label={t('markerTypes')}>
              {types.map((type) => (
                <li key={type.icon}>
                  <button type="button" className={styles.type} aria-pressed={!hidden.has(type.icon)} onClick={() => onToggleType(type.icon)}>
                    <span className={styles.icon}>{type.url && <CachedImage src={type.url} alt="" width={24} height={24} loading="lazy" />}</span>
                    <span className={styles.name}>{type.name}</span>
                    <span className={styles.count}>{type.count}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className={styles.footer}>
          {hiddenHere > 0 && (
            <button type="button" className={styles.showAll} onClick={onShowAll}>
              {t('showAll')}
            </button>
          )}
          <button type="button" className={styles.coordinates} aria-pressed={coordinates} onClick={onToggleCoordinates}>
            {t('coordinates')}
          </button>
        </div>
      </div>
    </div>
  )
}
