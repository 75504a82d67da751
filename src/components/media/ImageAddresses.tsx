'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** Where one of the spec's fixed image addresses leads now: the upload's sized, versioned file. */
export type ImageAddress = { url: string; width?: number | null; height?: number | null }

const ImageAddressesContext = createContext<Record<string, ImageAddress>>({})

/**
 * Every address a page of this visit has resolved. The shell's background sits outside every page's provider and
 * asks for its route's picture here, after the page has rendered (AppBackground).
 */
const resolvedThisVisit = new Map<string, ImageAddress>()

/**
 * Pages write the spec's fixed addresses (/heroes/avatars/{slug}.webp, /maps/{location}/hero.webp, ...), which
 * answer other clients with a redirect. In the guide's own markup they resolve to the upload itself, so a
 * visitor's browser skips the redirect's round trip. Each screen gives only the addresses it shows (PageImages).
 */
export function ImageAddressesProvider({ addresses, children }: { addresses: Record<string, ImageAddress>; children: ReactNode }) {
  // Recording the same entries again on every render is harmless: an address always stands for the same upload here.
  for (const [address, image] of Object.entries(addresses)) resolvedThisVisit.set(address, image)
  return <ImageAddressesContext value={addresses}>{children}</ImageAddressesContext>
}

/** The upload a fixed address stands for, or undefined for any other address. */
export function useImageAddress(src: string | null | undefined): ImageAddress | undefined {
  const addresses = useContext(ImageAddressesContext)
  return src && Object.hasOwn(addresses, src) ? addresses[src] : undefined
}

/** The upload a fixed address stands for, if a page of this visit has resolved it (for the shell, outside every page). */
export function resolvedImageAddress(src: string | null | undefined): ImageAddress | undefined {
  return src ? resolvedThisVisit.get(src) : undefined
}
