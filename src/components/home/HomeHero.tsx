'use client'

import { useEffect, useRef, useState } from 'react'

import { useSavingData } from '@/browser/save-data'
import { CachedImage } from '@/components/media/CachedImage'
import { CachedVideo } from '@/components/media/CachedVideo'
import { useFavouritesAtLoad } from '@/components/remember/memory-store'
import { IntentLink } from '@/components/shell/IntentLink'
import { Logo } from '@/components/shell/Logo'
import type { Language } from '@/i18n/languages'
import { favouritesFirst } from '@/rules/favourites'
import { heroAvatarAddress } from '@/components/media/image-picks'

import styles from './HomeHero.module.css'
import { HomeLanguages } from './HomeLanguages'

/** The taglines change this often, fading over TAGLINE_FADE_MS; the video starts this long after the page. */
const TAGLINE_ROTATE_MS = 10_000
const TAGLINE_FADE_MS = 400
const HOME_VIDEO_DELAY_MS = 100
/** The still shown instead of the video to a visitor saving data (scripts/make-static-images.ts draws it). */
const HOME_POSTER = '/home/hero.webp'

type Tagline = { text: string; hero: string | null }

/** A way in; the heroes' tile also shows a row of portraits, this browser's favourites first. */
type HomeTile = { href: string; label: string; blurb: string; heroes?: { slug: string; nickname: string }[] }

/** Portraits on the heroes' tile. */
const TILE_HEROES = 6

function nextIndex(current: number, count: number) {
  if (count < 2) return current
  const step = 1 + Math.floor(Math.random() * (count - 1))
  return (current + step) % count
}

type HomeHeroProps = {
  taglines: Tagline[]
  videoUrl: string | null
  firstTagline: number
  /** The four ways in, in the page's language. */
  tiles: HomeTile[]
  sectionsLabel: string
  language: Language
  languageLabel: string
}

/** Home: background video, logo, a rotating hero catchphrase, the four ways in and the other languages. */
export function HomeHero({ taglines, videoUrl, firstTagline, tiles, sectionsLabel, language, languageLabel }: HomeHeroProps) {
  const [index, setIndex] = useState(firstTagline)
  const [hidden, setHidden] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const started = useRef(false)
  const lite = useSavingData()
  // A to Z on the server and until hydration, then favourites first: the same six boxes, other portraits.
  const favourites = useFavouritesAtLoad()

  useEffect(() => {
    // Marks the page interactive (timers running), which tests wait for before moving the clock.
    root.current?.setAttribute('data-hydrated', 'true')
    window.scrollTo(0, 0)
    // Autoplay rules allow a muted video; starting it a beat later keeps the first paint light.
    const timer = setTimeout(() => {
      started.current = true
      video.current?.play().catch(() => {})
    }, HOME_VIDEO_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    if (taglines.length < 2) return
    let swap: ReturnType<typeof setTimeout> | undefined
    const rotate = setInterval(() => {
      setHidden(true)
      swap = setTimeout(() => {
        setIndex((current) => nextIndex(current, taglines.length))
        setHidden(false)
      }, TAGLINE_FADE_MS)
    }, TAGLINE_ROTATE_MS)
    return () => {
      clearInterval(rotate)
      if (swap) clearTimeout(swap)
    }
  }, [taglines.length])

  const tagline = taglines[index]
  return (
    <div className={styles.home} ref={root}>
      {videoUrl && lite && (
        // eslint-disable-next-line @next/next/no-img-element -- a fixed 7 KB still, no optimizer in this guide
        <img className={styles.video} src={HOME_POSTER} alt="" aria-hidden="true" data-testid="home-poster" />
      )}
      {videoUrl && !lite && (
        <CachedVideo
          ref={video}
          className={styles.video}
          src={videoUrl}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          // The cached copy replaces the direct address once it is stored; keep playing across the swap.
          onLoadedData={(event) => started.current && event.currentTarget.play().catch(() => {})}
        />
      )}
      <div className={styles.content}>
        <h1 className={styles.logo}>
          <Logo size="large" />
        </h1>
        {tagline && (
          <p
            className={styles.tagline}
            data-testid="tagline"
            data-state={hidden ? 'hidden' : 'shown'}
            aria-live="polite"
            style={{ opacity: hidden ? 0 : 1, transitionDuration: `${TAGLINE_FADE_MS}ms` }}
          >
            &ldquo;{tagline.text}&rdquo;
            {tagline.hero && <span className={styles.hero}>{tagline.hero}</span>}
          </p>
        )}
        <nav aria-label={sectionsLabel} className={styles.tiles}>
          {tiles.map((tile) => (
            <IntentLink key={tile.href} href={tile.href} className={styles.tile}>
              <span className={styles.tileLabel}>{tile.label}</span>
              <span className={styles.tileBlurb}>{tile.blurb}</span>
              {tile.heroes && (
                <span className={styles.tileHeroes} data-testid="home-tile-heroes">
                  {favouritesFirst(tile.heroes, favourites)
                    .slice(0, TILE_HEROES)
                    .map((hero, index) => (
                      // Keyed by place: a favourite takes a box, no box moves (no layout shift).
                      <CachedImage key={index} className={styles.tileHero} src={heroAvatarAddress(hero.slug)} alt="" width={32} height={32} data-hero={hero.slug} />
                    ))}
                </span>
              )}
            </IntentLink>
          ))}
        </nav>
        <HomeLanguages language={language} label={languageLabel} />
      </div>
    </div>
  )
}
