'use client'

import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'

import type { LatLngLiteral } from 'leaflet'
import { useTranslations } from 'next-intl'
import { useCallback, useMemo, useState } from 'react'
import { ImageOverlay, MapContainer, ZoomControl } from 'react-leaflet'

import { useCachedMedia } from '@/components/media/useCachedMedia'
import type { MapCallout, MapMarker, MapRoute } from '@/contract/types'
import { IMAGE_CACHE } from '@/browser/media-cache'
import { IMAGE_BOUNDS, MAP_VIEWER, zoomScaleFactor } from '@/maps/viewer-geometry'

import { CalloutLayer } from './CalloutLayer'
import { CrosshairLayer } from './CrosshairLayer'
import { type HeroSpot, HeroSpotLayer } from './HeroSpotLayer'
import styles from './LeafletMap.module.css'
import { MarkerLayer } from './MarkerLayer'
import { RouteLayer } from './RouteLayer'
import { useLayerSteps } from './useLayerSteps'
import { ViewerController } from './ViewerController'
import { createViewerCrs } from './viewer-crs'

export type LeafletMapProps = {
  sectionKey: string
  image: string | null
  markers: MapMarker[]
  /** The section's callouts, or [] while the legend's Callouts layer is off. */
  callouts: MapCallout[]
  /** The callout the address names (?callout=): outlined and its name always shown. */
  highlightedCallout: string | null
  onCalloutChoose: (slug: string) => void
  /** The section's routes of the kinds the legend shows (and the highlighted one, whatever its kind). */
  routes: MapRoute[]
  /** The route chosen on the map or in Find on map: wider and named. */
  highlightedRoute: string | null
  onRouteChoose: (slug: string) => void
  interactive: boolean
  fullscreen: boolean
  focus: LatLngLiteral | null
  /** Marks the clicked point and shows its coordinates (the legend's "Coordinates" switch). */
  showPoint: boolean
  /**
   * The page's own copy of the image has finished loading: only then does the image cache look it up, so the
   * cache adopts the copy the browser holds instead of downloading it beside the page's <img>.
   */
  imageSettled: boolean
  /** Called once the map draws its image: the still picture under it can go. */
  onImageShown: () => void
  onMarkerClick: (id: number) => void
  /** The hero layer's utility placements ([] with no hero chosen). */
  heroSpots: HeroSpot[]
  onHeroSpotOpen: (key: string) => void
}

/** The order the map comes to life in, one step per task: what a player looks for first comes first. */
const STEPS = { map: 1, controls: 2, image: 3, markers: 4, callouts: 5, routes: 6, heroSpots: 7 } as const

/** The Leaflet part of the viewer (browser only): the section image in CRS.Simple with its markers. */
export default function LeafletMap(props: LeafletMapProps) {
  // The map is made once the host's width is known, so the first view already fits it.
  const [host, setHost] = useState<HTMLDivElement | null>(null)
  // Transparent until its image is drawn, so the still picture below shows through in the meantime.
  const [drawn, setDrawn] = useState(false)
  const { onImageShown } = props
  const shown = useCallback(() => {
    setDrawn(true)
    onImageShown()
  }, [onImageShown])
  // One step per task (useLayerSteps): the map, its controls, its image, then each layer in turn.
  const steps = useLayerSteps(STEPS.heroSpots)
  return (
    <div ref={setHost} className={styles.host} data-drawn={drawn}>
      {host && steps >= STEPS.map && <ViewerMap width={host.clientWidth} steps={steps} {...props} onImageShown={shown} />}
    </div>
  )
}

function ViewerMap({
  width,
  sectionKey,
  image,
  markers,
  callouts,
  highlightedCallout,
  onCalloutChoose,
  routes,
  highlightedRoute,
  onRouteChoose,
  interactive,
  fullscreen,
  focus,
  showPoint,
  imageSettled,
  onImageShown,
  onMarkerClick,
  heroSpots,
  onHeroSpotOpen,
  steps,
}: LeafletMapProps & { width: number; steps: number }) {
  const t = useTranslations('MapGuide')
  const [crs] = useState(() => createViewerCrs(zoomScaleFactor(width)))
  const [scaleVersion, setScaleVersion] = useState(0)
  const [point, setPoint] = useState<{ section: string; at: LatLngLiteral } | null>(null)
  // The direct address first (the browser shares the page's download of it), the cached copy once it is ready.
  const imageUrl = useCachedMedia(imageSettled ? image : null, IMAGE_CACHE) ?? image
  const imageEvents = useMemo(() => ({ load: onImageShown }), [onImageShown])
  const shownPoint = showPoint && point?.section === sectionKey ? point.at : null

  return (
    <>
      <MapContainer
        className={styles.map}
        crs={crs}
        center={[0, 0]}
        zoom={MAP_VIEWER.initialZoom}
        minZoom={MAP_VIEWER.minZoom}
        maxZoom={MAP_VIEWER.maxZoom}
        zoomSnap={0.1}
        zoomDelta={0.5}
        wheelPxPerZoomLevel={120}
        maxBounds={IMAGE_BOUNDS}
        maxBoundsViscosity={MAP_VIEWER.maxBoundsViscosity}
        attributionControl={false}
        trackResize={false}
        dragging={false}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        boxZoom={false}
        keyboard={false}
        touchZoom
        zoomControl={false}
      >
        {steps >= STEPS.controls && (
          <>
            <ZoomControl position="bottomright" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
            <CrosshairLayer point={shownPoint} />
            <ViewerController
              crs={crs}
              interactive={interactive}
              fullscreen={fullscreen}
              sectionKey={sectionKey}
              focus={focus}
              onRescale={() => setScaleVersion((version) => version + 1)}
              onPoint={(at) => setPoint({ section: sectionKey, at })}
            />
          </>
        )}
        {steps >= STEPS.image && imageUrl && <ImageOverlay url={imageUrl} bounds={IMAGE_BOUNDS} className={styles.image} eventHandlers={imageEvents} />}
        {steps >= STEPS.routes && <RouteLayer routes={routes} highlighted={highlightedRoute} onChoose={onRouteChoose} />}
        {steps >= STEPS.callouts && (
          <CalloutLayer callouts={callouts} markers={markers} spots={heroSpots} highlighted={highlightedCallout} scaleVersion={scaleVersion} onChoose={onCalloutChoose} />
        )}
        {steps >= STEPS.markers && <MarkerLayer markers={markers} scaleVersion={scaleVersion} onMarkerClick={onMarkerClick} />}
        {steps >= STEPS.heroSpots && <HeroSpotLayer spots={heroSpots} onOpen={onHeroSpotOpen} />}
      </MapContainer>
      {shownPoint && (
        <p className={styles.readout} data-testid="map-point">
          lat {shownPoint.lat} · lng {shownPoint.lng}
        </p>
      )}
    </>
  )
}
