'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** Where one of the spec's fixed image addresses leads now: the upload's sized, versioned file. */
export type ImageAddress = { url: string; width: number | null; height: number | null }

const ImageAddressesContext = createContext<Record<string, ImageAddress>>({})

/**
 * Pages write the spec's fixed addresses (/heroes/avatars/{slug}.webp, /maps/{location}/hero.webp, ...), which
 * answer other clients with a redirect. In the guide's own markup they resolve to the upload itself, so a
 * visitor's browser skips the redirect's round trip.
 */
export function ImageAddressesProvider({ addresses, children }: { addresses: Record<string, ImageAddress>; children: ReactNode }) {
  return <ImageAddressesContext value={addresses}>{children}</ImageAddressesContext>
}

/** The upload a fixed address stands for, or undefined for any other address. */
export function useImageAddress(src: string | null | undefined): ImageAddress | undefined {
  const addresses = useContext(ImageAddressesContext)
  return src && Object.hasOwn(addresses, src) ? addresses[src] : undefined
}
