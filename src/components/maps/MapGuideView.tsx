'use client'

import { useParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'

import { useRouter } from '@/i18n/navigation'
import { preload } from 'react-dom'
import { Activity, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react'

import { pushAddress, replaceAddress, useAddressQuery } from '@/browser/address-query'
import { FilterButtons } from '@/components/guide-header/FilterButtons'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { MapViewer } from '@/components/map-viewer/MapViewer'
import type { MapGuideData } from '@/data/map-guide'
import { asLanguage, localePath } from '@/i18n/languages'
import type { MapCallout, MapMarker, MapRoute, UtilityPlacement } from '@/contract/types'
import { calloutShareHref, markerShareHref, parseMarkerParam, pickSection } from '@/maps/guide-rules'
import { addressWithHero, chosenHero, heroesInSection } from '@/maps/hero-layer'

import { BreakoutPart } from './BreakoutPart'
import { CalloutAddress } from './CalloutAddress'
import { HotSpotPart } from './HotSpotPart'
import { HowToWin } from './HowToWin'
import styles from './MapGuide.module.css'
import { MapHeroes } from './MapHeroes'
import { TransformationsPart } from './TransformationsPart'
import { UtilityPicker } from './UtilityPicker'
import { useMapLayers } from './useMapLayers'

const markerInAddress = () => new URLSearchParams(window.location.search).get('marker')
/** The address names something on the map: its layers are fetched at once, not when the map wakes. */
const namesMapPlace = () => ['marker', 'callout', 'hero'].some((name) => new URLSearchParams(window.location.search).has(name))

/** Until the layers come, every list is this one (the same array, so memos hold). */
const NOTHING: never[] = []

/**
 * The map guide. It lives in the map's layout, so choosing a section (a new address) keeps the viewer, its
 * fullscreen and the utility choice; the section comes from the address, the open marker from ?marker=.
 * The page itself comes from a shared cache, so the query is read here, in the browser: a shared marker that
 * lies in another section (or an address without a section) is sent on to the right section's address.
 * `coming` is set on a map without a written guide: the server-rendered notice with maps to read instead (a
 * server component, so written guides ship none of its script).
 */
export function MapGuideView({ data, coming = null }: { data: MapGuideData; coming?: ReactNode }) {
  const { location, map } = data
  const params = useParams<{ section?: string }>()
  const router = useRouter()
  const t = useTranslations('MapGuide')
  const tMaps = useTranslations('Maps')
  // Addresses written straight into the history (not through the router) and share links keep the page's language.
  const locale = useLocale()
  const inLanguage = useCallback((path: string) => localePath(asLanguage(locale), path), [locale])
  const [switching, startTransition] = useTransition()
  const section = pickSection(data.sections, params.section)
  const base = `/maps/${location.slug}/${map.slug}`
  // The section image is the page's largest paint, drawn only once Leaflet has loaded: start its download with the HTML.
  if (section?.image) preload(section.image, { as: 'image', fetchPriority: 'high' })

  // The map's layers are not in the page: fetched when the map wakes, or now when the address names a place on it.
  const [layers, loadLayers] = useMapLayers(data.layersHref)
  useEffect(() => {
    if (namesMapPlace()) loadLayers()
  }, [loadLayers])
  const allMarkers: MapMarker[] = layers?.markers ?? NOTHING
  const allCallouts: MapCallout[] = layers?.callouts ?? NOTHING
  const allRoutes: MapRoute[] = layers?.routes ?? NOTHING
  const allSpots: UtilityPlacement[] = layers?.spots ?? NOTHING

  const markers = useMemo(() => (section ? allMarkers.filter((marker) => marker.section === section.slug) : []), [allMarkers, section])
  const query = useAddressQuery()
  const markerId = parseMarkerParam(query.get('marker'))
  const openMarker = markers.find((marker) => marker.id === markerId) ?? null
  // The marker a share link arrived with is the one the viewer centres on (the viewer itself runs in the browser only).
  const [arrivalMarker] = useState(() => (typeof window === 'undefined' ? null : parseMarkerParam(markerInAddress())))
  const focusMarker = useMemo(() => allMarkers.find((marker) => marker.id === arrivalMarker) ?? null, [allMarkers, arrivalMarker])

  useEffect(() => {
    const shared = parseMarkerParam(markerInAddress())
    // A shared marker's section is known once the layers are here.
    if (shared && !layers) return
    const marker = shared ? allMarkers.find((entry) => entry.id === shared) : undefined
    if (marker && marker.section !== params.section) {
      router.replace(markerShareHref(location.slug, map.slug, marker.section, marker.id), { scroll: false })
    } else if (!params.section && data.sections[0]) {
      router.replace(`/maps/${location.slug}/${map.slug}/${data.sections[0].slug}`, { scroll: false })
    }
  }, [params.section, layers, allMarkers, data.sections, location.slug, map.slug, router])

  // ?hero= names the hero whose layer is shown: one with spots in this section, or it is ignored (no hero).
  const placements = useMemo(() => (section ? allSpots.filter((placement) => placement.section === section.slug) : []), [allSpots, section])
  const layerHeroes = useMemo(() => heroesInSection(markers, placements, data.heroNames), [markers, placements, data.heroNames])
  const hero = chosenHero(query.get('hero'), layerHeroes)
  // Choosing a hero is a step Back can undo: a new history entry.
  const chooseHero = useCallback((slug: string | null) => pushAddress(addressWithHero(`${window.location.pathname}${window.location.search}`, slug, { closeMarker: true })), [])

  // ?callout= names a callout to highlight and bring into view. A callout the visitor picks on the map goes
  // into the address too (shareable) but does not move the map: only an arrival or a search result does.
  const callouts = useMemo(() => (section ? allCallouts.filter((callout) => callout.section === section.slug) : []), [allCallouts, section])
  const routes = useMemo(() => (section ? allRoutes.filter((route) => route.section === section.slug) : []), [allRoutes, section])
  const [calloutSlug, setCalloutSlug] = useState<string | null>(null)
  const [focusSlug, setFocusSlug] = useState<string | null>(null)
  const pickedOnMap = useRef<string | null | undefined>(undefined)
  const onCalloutAddress = useCallback((slug: string | null) => {
    setCalloutSlug(slug)
    if (pickedOnMap.current === slug) pickedOnMap.current = undefined
    else setFocusSlug(slug)
  }, [])
  const focusCallout = callouts.find((callout) => callout.slug === focusSlug) ?? null
  const highlightedCallout = callouts.some((callout) => callout.slug === calloutSlug) ? calloutSlug : null

  // A shared callout in another section of this map: on to that section's address.
  useEffect(() => {
    const callout = calloutSlug ? allCallouts.find((entry) => entry.slug === calloutSlug) : undefined
    if (callout && params.section && callout.section !== params.section) {
      router.replace(calloutShareHref(location.slug, map.slug, callout.section, callout.slug), { scroll: false })
    }
  }, [calloutSlug, allCallouts, params.section, location.slug, map.slug, router])

  const chooseCallout = useCallback(
    (slug: string | null) => {
      if (!section) return
      pickedOnMap.current = slug
      replaceAddress(addressWithHero(inLanguage(slug ? calloutShareHref(location.slug, map.slug, section.slug, slug) : `${base}/${section.slug}`), hero))
    },
    [base, location.slug, map.slug, section, hero, inLanguage],
  )

  const shareHref = useCallback((marker: MapMarker) => inLanguage(markerShareHref(location.slug, map.slug, marker.section, marker.id)), [location.slug, map.slug, inLanguage])
  // The open marker lives in the address, so what is on screen can always be shared; no new history entry.
  const openMarkerAt = useCallback(
    (marker: MapMarker | null) => {
      if (!section) return
      replaceAddress(addressWithHero(marker ? shareHref(marker) : inLanguage(`${base}/${section.slug}`), hero))
    },
    [base, section, shareHref, hero, inLanguage],
  )

  const chooseSection = (slug: string) => {
    if (slug === section?.slug) return
    startTransition(() => router.push(`${base}/${slug}`, { scroll: false }))
  }

  const at = <T extends { section: string }>(list: T[]) => list.filter((entry) => entry.section === section?.slug)
  return (
    <>
      <GuideHeader
        title={map.name}
        subtitle={location.name}
        subtitleHref={`/maps/${location.slug}`}
        back={{ href: '/maps', label: tMaps('allMaps') }}
        loading={switching}
      >
        {data.sections.length > 0 && section && (
          <FilterButtons
            options={data.sections.map(({ slug, name }) => ({ value: slug, label: name }))}
            value={section.slug}
            onChange={chooseSection}
            label={t('sections')}
          />
        )}
      </GuideHeader>
      <Suspense fallback={null}>
        <CalloutAddress onChange={onCalloutAddress} />
      </Suspense>
      <div className={styles.guide}>
        {/*
          Each Activity hydrates in a task of its own after the rest of the page (React hydrates a server-rendered
          Activity later, at low priority): one task for all of it was long on a phone. A tap inside one before
          then hydrates it first. Not Suspense: once about 12.8 KB of a page is written, React's server sends a
          Suspense boundary apart, at the end of the page, shown only once a script moves it in place (never
          without JavaScript, and the section image later); an Activity stays where it is.
        */}
        {section && (
          <Activity>
            <MapViewer
              mapSlug={map.slug}
              mapName={map.name}
              section={section}
              markers={markers}
              callouts={callouts}
              routes={routes}
              highlightedCallout={highlightedCallout}
              focusCallout={focusCallout}
              onChooseCallout={chooseCallout}
              nav={layers?.nav ?? NOTHING}
              onLive={loadLayers}
              openMarker={openMarker}
              focusMarker={focusMarker}
              shareHref={shareHref}
              onOpenMarker={openMarkerAt}
              placements={placements}
              layerHeroes={layerHeroes}
              hero={hero}
              onChooseHero={chooseHero}
            />
          </Activity>
        )}
        <Activity>
          {coming}
          <HowToWin description={map.description} descriptionUntranslated={Boolean(map.untranslated?.length)} type={map.type} howToWin={data.howToWin} />
          <MapHeroes heroes={data.heroes} type={map.type} />
        </Activity>
        {section && (
          <Activity>
            <BreakoutPart breakout={at(data.breakouts)[0]} sectionName={section.name} />
            <HotSpotPart hotSpot={at(data.hotSpots)[0]} type={map.type} sectionName={section.name} />
            <TransformationsPart transformations={at(data.transformations)} sectionName={section.name} />
            <UtilityPicker placements={data.utilityPlacements} section={section.slug} sectionName={section.name} heroNames={data.heroNames} />
          </Activity>
        )}
      </div>
    </>
  )
}
