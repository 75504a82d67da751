import { useTranslations } from 'next-intl'

import type { MapType } from '@/contract/types'
import { mapTypeLabel } from '@/maps/guide-rules'

/** A map's type as its tile shows it, in the page's language: "Convoy", or "Arcade · Conquest". */
export function useMapTypeLabel(): (type: MapType) => string {
  const t = useTranslations('Maps')
  return (type) => mapTypeLabel(type, { type: (key) => t(`type.${key}`), arcade: (mode) => t('arcadeType', { mode }) })
}
