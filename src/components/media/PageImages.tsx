import type { ReactNode } from 'react'

import { getImageAddresses } from '@/data/assets'

import { pickImageAddresses } from './image-picks'
import { ImageAddressesProvider } from './ImageAddresses'

/**
 * Resolves, for the images below, the fixed addresses that this page shows (see pickImageAddresses) to the uploads
 * they stand for. Each screen names its own, so no page carries the whole table.
 */
export async function PageImages({ show, children }: { show: readonly string[]; children: ReactNode }) {
  const addresses = pickImageAddresses(await getImageAddresses(), show)
  return <ImageAddressesProvider addresses={addresses}>{children}</ImageAddressesProvider>
}
