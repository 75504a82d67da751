'use client'

import type { ImgHTMLAttributes } from 'react'

import { useImageAddress } from './ImageAddresses'

/** A plain <img> for one of the spec's fixed addresses, pointing at the upload it stands for. */
export function FixedAddressImage({ src, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string }) {
  const address = useImageAddress(src)
  // eslint-disable-next-line @next/next/no-img-element -- CMS media at its own address, not next/image
  return <img src={address?.url ?? src} data-source={src} alt={alt} {...rest} />
}
