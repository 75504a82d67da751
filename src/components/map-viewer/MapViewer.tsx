'use client'

import type { LatLngLiteral } from 'leaflet'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { FULLSCREEN_CARRY_KEY, MAP_VIEWER_KEYS } from '@/browser/guide-memory'
import { nextTask } from '@/browser/post-task'
import type { GuideSection, NavMap } from '@/data/map-guide'
import type { MapCallout, MapMarker, MapRoute, UtilityPlacement } from '@/contract/types'
import type { FoundPlace } from '@/maps/find-on-map'
import { clustersMarkers, markerTypes, parseHiddenTypes } from '@/maps/guide-rules'
import { heroLayer, type LayerHero } from '@/maps/hero-layer'
import { routeKinds } from '@/maps/routes'
import { MIN_FIT_WIDTH_PX } from '@/maps/viewer-geometry'

import { FindOnMap } from './FindOnMap'
import { HeroLayerSelect } from './HeroLayerSelect'
import type { HeroSpot } from './HeroSpotLayer'
import { MapLegend } from './MapLegend'
import styles from './MapViewer.module.css'
import type { OverlaySpot } from './MarkerOverlay'
import { useLivePart } from './useLivePart'
import { useMapWakeUp } from './useMapWakeUp'
import { useStoredValue } from './useStoredValue'

/** Switching fullscreen: fade out (0-300 ms), switch and scroll to the top at 300, fade back in from 400, done at 700. */
const MAP_FULLSCREEN_TIMINGS = { fadeOutMs: 300, fadeInMs: 400, doneMs: 700 } as const

/** The map viewer's preferences and the fullscreen carry, named where everything the browser keeps is listed. */
const {
  legend: LEGEND_STORAGE_KEY,
  mapNav: MAP_NAV_STORAGE_KEY,
  hiddenMarkers: HIDDEN_MARKERS_STORAGE_KEY,
  callouts: CALLOUTS_STORAGE_KEY,
  hiddenRoutes: HIDDEN_ROUTES_STORAGE_KEY,
} = MAP_VIEWER_KEYS
const PHONE_QUERY = '(max-width: 730px)'
const loadLeafletMap = () => import('./LeafletMap').then((module) => module.default)
const loadLiveParts = () => import('./live-parts')

export type MapViewerProps = {
  mapSlug: string
  mapName: string
  section: GuideSection
  /** The current section's markers. */
  markers: MapMarker[]
  /** The current section's callouts. */
  callouts: MapCallout[]
  /** The current section's routes. */
  routes: MapRoute[]
  /** The callout the address names (?callout=), highlighted. */
  highlightedCallout: string | null
  /** A callout to bring into view: one the address named on arrival or after a search. */
  focusCallout: MapCallout | null
  onChooseCallout: (slug: string | null) => void
  nav: NavMap[]
  openMarker: MapMarker | null
  /** A marker to centre on when the viewer opens (a share link). */
  focusMarker: MapMarker | null
  shareHref: (marker: MapMarker) => string
  onOpenMarker: (marker: MapMarker | null) => void
  /** The current section's utility placements: the hero layer draws the chosen hero's placed ones. */
  placements: UtilityPlacement[]
  /** The heroes the Hero control offers here (src/maps/hero-layer.ts); none hides the control. */
  layerHeroes: LayerHero[]
  /** The chosen hero (?hero=), one of layerHeroes, or null for the map as it always is. */
  hero: string | null
  onChooseHero: (hero: string | null) => void
  /** Called once the map wakes: the guide fetches the layers then (src/components/maps/useMapLayers.ts). */
  onLive: () => void
}

const shortText = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text)

/** A marker as the overlay shows it. */
const markerSpot = (marker: MapMarker, shareHref: string): OverlaySpot => ({
  key: `marker:${marker.id}`,
  title: marker.icon_name,
  images: [marker.img_1, marker.img_2],
  imageAlt: marker.icon_name,
  description: marker.description,
  untranslated: Boolean(marker.untranslated?.length),
  shareHref,
})

/** The interactive map: Leaflet viewer, legend, marker overlay, fullscreen with its side navigation. */
export function MapViewer({
  mapSlug,
  mapName,
  section,
  markers,
  callouts,
  routes,
  highlightedCallout,
  focusCallout,
  onChooseCallout,
  nav,
  openMarker,
  focusMarker,
  shareHref,
  onOpenMarker,
  placements,
  layerHeroes,
  hero,
  onChooseHero,
  onLive,
}: MapViewerProps) {
  const t = useTranslations('MapGuide')
  const stage = useRef<HTMLDivElement>(null)
  const [interactive, setInteractive] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  const [fading, setFading] = useState(false)
  // The clicked point's coordinates are an editor's aid, shown only on request.
  const [coordinates, setCoordinates] = useState(false)
  const switching = useRef(false)
  const timers = useRef<number[]>([])
  // A place chosen in Find on map: a new object each time, so choosing it again centres the map again.
  const [found, setFound] = useState<{ section: string; at: LatLngLiteral } | null>(null)
  const focus = useMemo<LatLngLiteral | null>(() => {
    if (found?.section === section.slug) return found.at
    if (focusCallout) return { lat: focusCallout.label[0], lng: focusCallout.label[1] }
    return focusMarker ? { lat: focusMarker.lat, lng: focusMarker.lng } : null
  }, [found, section.slug, focusMarker, focusCallout])
  // Leaflet and the viewer's code load only once the page is idle or the visitor reaches for the map
  // (useMapWakeUp); until then the server-rendered still picture stands in for it.
  const [live, wakeUp] = useMapWakeUp()
  const LeafletMap = useLivePart(live, loadLeafletMap)
  // The markers, callouts and routes come with Leaflet, fetched beside it.
  useEffect(() => {
    if (live) onLive()
  }, [live, onLive])
  // The spot overlay and the fullscreen navigation: no first paint shows them, so they come with the live map
  // (or sooner, when a shared ?marker= or the fullscreen button asks for one first).
  const liveParts = useLivePart(live || fullscreen || openMarker !== null, loadLiveParts)
  // The section image as the server sent it: the page's largest paint, shown at once and at its final address,
  // placed where the map will draw it, until the map has drawn it itself.
  const [stillSettled, setStillSettled] = useState<string | null>(null)
  const [mapDrawn, setMapDrawn] = useState(false)
  const onImageShown = useCallback(() => setMapDrawn(true), [])
  const settleStill = (event: React.SyntheticEvent<HTMLImageElement>) => setStillSettled(event.currentTarget.getAttribute('src'))

  // The legend starts folded on phones (and in the server render), open on wider screens; the choice is kept.
  const [legendValue, setLegendValue] = useStoredValue(LEGEND_STORAGE_KEY, 'false', () => String(!window.matchMedia(PHONE_QUERY).matches))
  const legendExpanded = legendValue !== 'false'
  // Phones start with the side navigation folded so it does not cover the map. It shows only in fullscreen, so
  // the server render takes the phone's choice: on a phone, hydration then finds nothing to change (a changed
  // stored value re-renders the whole viewer at once, in the task that finishes hydrating).
  const [navValue, setNavValue] = useStoredValue(MAP_NAV_STORAGE_KEY, 'true', () => String(window.matchMedia(PHONE_QUERY).matches))
  const navCollapsed = navValue === 'true'
  const [hiddenValue, setHiddenValue] = useStoredValue(HIDDEN_MARKERS_STORAGE_KEY, '[]')
  const hidden = useMemo(() => new Set(parseHiddenTypes(hiddenValue)), [hiddenValue])
  // The Callouts layer is on unless the visitor turned it off; the choice is kept like the legend's others.
  const [calloutsValue, setCalloutsValue] = useStoredValue(CALLOUTS_STORAGE_KEY, 'true')
  const calloutsShown = calloutsValue !== 'false'
  // A callout the address names shows even with the layer off: the visitor followed a link to it.
  const shownCallouts = useMemo(
    () => (calloutsShown ? callouts : callouts.filter((callout) => callout.slug === highlightedCallout)),
    [calloutsShown, callouts, highlightedCallout],
  )
  const chooseCallout = useCallback((slug: string) => onChooseCallout(slug === highlightedCallout ? null : slug), [highlightedCallout, onChooseCallout])
  // Routes: one legend row per kind, each shown or hidden like a marker type and remembered the same way. The
  // chosen route (a tap, or Find on map) is highlighted until another is chosen or the section changes.
  const [hiddenRoutesValue, setHiddenRoutesValue] = useStoredValue(HIDDEN_ROUTES_STORAGE_KEY, '[]')
  const hiddenRoutes = useMemo(() => new Set(parseHiddenTypes(hiddenRoutesValue)), [hiddenRoutesValue])
  const kinds = useMemo(() => routeKinds(routes), [routes])
  const [chosenRoute, setChosenRoute] = useState<{ section: string; slug: string } | null>(null)
  const highlightedRoute = chosenRoute?.section === section.slug && routes.some((route) => route.slug === chosenRoute.slug) ? chosenRoute.slug : null
  const visibleRoutes = useMemo(() => routes.filter((route) => !hiddenRoutes.has(route.kind) || route.slug === highlightedRoute), [routes, hiddenRoutes, highlightedRoute])
  const toggleRouteKind = (kind: string) => {
    const next = new Set(hiddenRoutes)
    if (next.has(kind)) next.delete(kind)
    else next.add(kind)
    setHiddenRoutesValue(JSON.stringify([...next]))
  }
  const chooseRoute = useCallback(
    (slug: string) => setChosenRoute((chosen) => (chosen?.section === section.slug && chosen.slug === slug ? null : { section: section.slug, slug })),
    [section.slug],
  )

  const types = useMemo(() => markerTypes(markers), [markers])
  // With a hero chosen, only their markers and their placed placements; with none, the map as it always is.
  const layer = useMemo(() => heroLayer(hero, markers, placements), [hero, markers, placements])
  const visibleMarkers = useMemo(() => layer.markers.filter((marker) => !hidden.has(marker.icon)), [layer, hidden])
  // A crowded section clusters its markers (MarkerLayer): fetch the cluster plugin beside Leaflet's own script,
  // not once the markers are about to be drawn.
  const crowded = clustersMarkers(visibleMarkers.length)
  useEffect(() => {
    if (live && crowded) return nextTask(() => void import('./marker-cluster').then(({ loadMarkerCluster }) => loadMarkerCluster()))
  }, [live, crowded])
  const nickname = useCallback((slug: string) => layerHeroes.find((entry) => entry.slug === slug)?.nickname ?? slug, [layerHeroes])
  const heroSpots = useMemo(
    () =>
      layer.placements.map((placement, index): HeroSpot & { overlay: OverlaySpot } => {
        const title = `${nickname(placement.hero)} · ${t(`side.${placement.side}`)}`
        return {
          key: `${section.slug}:${placement.hero}:${index}`,
          lat: placement.point[0],
          lng: placement.point[1],
          hero: placement.hero,
          name: `${title}: ${shortText(placement.description)}`,
          overlay: {
            key: `placement:${index}`,
            title,
            images: [placement.image],
            imageAlt: title,
            description: placement.description,
            untranslated: Boolean(placement.untranslated?.length),
          },
        }
      }),
    [layer, nickname, section.slug, t],
  )
  const [openSpotKey, setOpenSpotKey] = useState<string | null>(null)
  const openSpot = heroSpots.find((spot) => spot.key === openSpotKey) ?? null
  const openHeroSpot = useCallback(
    (key: string) => {
      if (openMarker) onOpenMarker(null)
      setOpenSpotKey(key)
    },
    [openMarker, onOpenMarker],
  )
  const heroControl = layerHeroes.length > 0 ? <HeroLayerSelect heroes={layerHeroes} value={hero} onChoose={onChooseHero} /> : null

  const toggleType = (icon: string) => {
    const next = new Set(hidden)
    if (next.has(icon)) next.delete(icon)
    else next.add(icon)
    setHiddenValue(JSON.stringify([...next]))
  }
  // Find on map: centre on the place and open it (a callout highlighted, a marker's overlay, its type shown).
  const findPlace = (place: FoundPlace) => {
    wakeUp()
    setFound({ section: section.slug, at: { lat: place.lat, lng: place.lng } })
    if (place.kind === 'callout') {
      if (place.slug !== highlightedCallout) onChooseCallout(place.slug)
      return
    }
    if (place.kind === 'route') {
      const route = routes.find((entry) => entry.slug === place.slug)
      if (route && hiddenRoutes.has(route.kind)) toggleRouteKind(route.kind)
      setChosenRoute({ section: section.slug, slug: place.slug })
      return
    }
    const marker = markers.find((entry) => entry.id === place.id)
    if (!marker) return
    if (hidden.has(marker.icon)) toggleType(marker.icon)
    onOpenMarker(marker)
  }
  const find = <FindOnMap key={section.slug} callouts={callouts} routes={routes} markers={markers} onFind={findPlace} />

  const showAll = () => {
    setHiddenValue(JSON.stringify([...hidden].filter((icon) => !types.some((type) => type.icon === icon))))
    setHiddenRoutesValue(JSON.stringify([...hiddenRoutes].filter((kind) => !kinds.some((entry) => entry.kind === kind))))
  }

  // Fullscreen switches behind a fade: out for 300 ms, switch and scroll to the top, back in by 700 ms. A request
  // made during a switch (Escape right after entering) is kept and carried out when the switch is done.
  const shown = useRef(false)
  const requested = useRef<boolean | null>(null)
  const switchFullscreen = useCallback(function switchTo(next: boolean) {
    if (switching.current) {
      requested.current = next
      return
    }
    if (next === shown.current) return
    switching.current = true
    setFading(true)
    const { fadeOutMs, fadeInMs, doneMs } = MAP_FULLSCREEN_TIMINGS
    timers.current.push(
      window.setTimeout(() => {
        shown.current = next
        setFullscreen(next)
        document.body.classList.toggle('map-open', next)
        window.scrollTo({ top: 0, left: 0 })
      }, fadeOutMs),
      window.setTimeout(() => setFading(false), fadeInMs),
      window.setTimeout(() => {
        switching.current = false
        const later = requested.current
        requested.current = null
        if (later !== null) switchTo(later)
      }, doneMs),
    )
  }, [])

  useEffect(() => {
    const pending = timers.current
    let carried = false
    try {
      carried = window.sessionStorage.getItem(FULLSCREEN_CARRY_KEY) === mapSlug
      window.sessionStorage.removeItem(FULLSCREEN_CARRY_KEY)
    } catch {
      // No session storage: the next map opens embedded.
    }
    if (carried) pending.push(window.setTimeout(() => switchFullscreen(true), 0))
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer))
      document.body.classList.remove('map-open')
    }
  }, [mapSlug, switchFullscreen])

  // Escape closes an open marker first, then leaves fullscreen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (openSpot) setOpenSpotKey(null)
      else if (openMarker) onOpenMarker(null)
      else if (fullscreen) switchFullscreen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [openSpot, openMarker, onOpenMarker, fullscreen, switchFullscreen])

  // Fullscreen needs the map itself.
  useEffect(() => {
    if (fullscreen) wakeUp()
  }, [fullscreen, wakeUp])

  // The first click hands the mouse to the map and brings the whole map into view.
  const activate = () => {
    wakeUp()
    if (interactive) return
    setInteractive(true)
    if (!fullscreen) stage.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }

  const leaveMap = (target: string) => {
    try {
      window.sessionStorage.setItem(FULLSCREEN_CARRY_KEY, target)
    } catch {
      // Opens embedded instead.
    }
  }

  return (
    <section
      className={styles.viewer}
      aria-label={t('interactiveMap', { map: mapName, section: section.name })}
      data-testid="map-viewer"
      data-live={live}
      onPointerEnter={wakeUp}
      onPointerDown={wakeUp}
      onFocusCapture={wakeUp}
    >
      <div className={styles.frame} data-fullscreen={fullscreen} data-fading={fading} data-sheet={Boolean(openMarker || openSpot)} data-testid="map-frame">
        {fullscreen && liveParts && (
          <liveParts.MapSideNav
            maps={nav}
            currentMap={mapSlug}
            currentSection={section.slug}
            collapsed={navCollapsed}
            onToggleCollapsed={() => setNavValue(String(!navCollapsed))}
            onLeaveMap={leaveMap}
            find={find}
            hero={heroControl}
          />
        )}
        <div className={styles.stage}>
          <div
            ref={stage}
            className={styles.map}
            onClickCapture={activate}
            data-interactive={interactive}
            data-testid="map-stage"
          >
            {section.image && !mapDrawn && (
              <div className={styles.stillBox} style={{ '--fit-min-width': `${MIN_FIT_WIDTH_PX}px` } as React.CSSProperties}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the upload at its own address, painted before any script */}
                <img
                  key={section.image}
                  className={styles.still}
                  src={section.image}
                  alt=""
                  fetchPriority="high"
                  decoding="async"
                  // Loaded before the page's script ran: no load event comes any more.
                  ref={(node) => {
                    if (node?.complete) setStillSettled(node.getAttribute('src'))
                  }}
                  onLoad={settleStill}
                  onError={settleStill}
                  data-testid="map-still"
                />
              </div>
            )}
            {LeafletMap && (
              <LeafletMap
                sectionKey={section.slug}
                image={section.image}
                markers={visibleMarkers}
                callouts={shownCallouts}
                highlightedCallout={highlightedCallout}
                onCalloutChoose={chooseCallout}
                routes={visibleRoutes}
                highlightedRoute={highlightedRoute}
                onRouteChoose={chooseRoute}
                interactive={interactive}
                fullscreen={fullscreen}
                focus={focus}
                showPoint={coordinates}
                imageSettled={mapDrawn || stillSettled === section.image}
                onImageShown={onImageShown}
                onMarkerClick={(id) => {
                  setOpenSpotKey(null)
                  onOpenMarker(markers.find((marker) => marker.id === id) ?? null)
                }}
                heroSpots={heroSpots}
                onHeroSpotOpen={openHeroSpot}
              />
            )}
            {!interactive && (
              <p className={styles.hint} aria-hidden="true" data-map-overlay>
                {t('clickHint')}
              </p>
            )}
            {openMarker && liveParts && <liveParts.MarkerOverlay spot={markerSpot(openMarker, shareHref(openMarker))} onClose={() => onOpenMarker(null)} />}
            {!openMarker && openSpot && liveParts && <liveParts.MarkerOverlay spot={openSpot.overlay} testId="hero-spot-overlay" onClose={() => setOpenSpotKey(null)} />}
          </div>
          <MapLegend
            className={styles.legend}
            types={types}
            hidden={hidden}
            expanded={legendExpanded}
            onToggleExpanded={() => setLegendValue(String(!legendExpanded))}
            onToggleType={toggleType}
            onShowAll={showAll}
            coordinates={coordinates}
            onToggleCoordinates={() => setCoordinates(!coordinates)}
            calloutCount={callouts.length}
            calloutsShown={calloutsShown}
            onToggleCallouts={() => setCalloutsValue(String(!calloutsShown))}
            routeKinds={kinds}
            hiddenRoutes={hiddenRoutes}
            onToggleRouteKind={toggleRouteKind}
            find={fullscreen ? undefined : find}
            hero={fullscreen ? undefined : heroControl}
            heroName={hero ? nickname(hero) : null}
          />
          {/* Beside the map rather than over it on phones, where it would cover markers (src/components/map-viewer/MapViewer.module.css). */}
          <button
            type="button"
            className={styles.fullscreen}
            data-map-overlay
            aria-pressed={fullscreen}
            aria-label={fullscreen ? t('leaveFullscreen') : t('enterFullscreen')}
            title={fullscreen ? t('leaveFullscreenTitle') : t('fullscreenTitle')}
            onClick={() => switchFullscreen(!fullscreen)}
          >
            <span className={styles.fullscreenIcon} aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  )
}
