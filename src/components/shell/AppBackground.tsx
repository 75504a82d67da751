'use client'

import { usePathname } from '@/i18n/navigation'
import { useEffect, useState } from 'react'

import { resolvedImageAddress } from '@/components/media/ImageAddresses'

import styles from './AppBackground.module.css'
import { NO_BACKGROUND_ATTRIBUTE, routeBackground } from './route-background'

/** The page background changes this long after a route change. */
const BACKGROUND_DELAY_MS = 10

/** The route's background image, changed a moment after navigation so the new page paints first. */
export function AppBackground() {
  const pathname = usePathname()
  // undefined until this route's picture is decided (null: none), so a test can tell "none" from "not yet".
  const [image, setImage] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    // A page that has no picture of its own (an unknown hero) says so, and no address is requested for it.
    const timer = setTimeout(
      () => setImage(document.querySelector(`[${NO_BACKGROUND_ATTRIBUTE}]`) ? null : routeBackground(pathname)),
      BACKGROUND_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [pathname])
  // data-image names the route's fixed address; the browser loads the upload it stands for, which the page (rendered
  // before this timer fires) has resolved.
  const url = resolvedImageAddress(image)?.url ?? image
  return (
    <div
      className={styles.background}
      aria-hidden="true"
      data-testid="page-background"
      data-image={image ?? ''}
      data-decided={image !== undefined}
      style={url ? { backgroundImage: `linear-gradient(rgba(8,10,14,.82), rgba(8,10,14,.96)), url("${url}")` } : undefined}
    />
  )
}
