import { useTranslations } from 'next-intl'

import type { MapType } from '@/contract/types'
import { isArcade } from '@/maps/guide-rules'

/** A map's type as its tile shows it, in the page's language: "Convoy", or "Arcade · Conquest". */
export function useMapTypeLabel(): (type: MapType) => string {
  const t = useTranslations('Maps')
  return (type) => (isArcade(type) ? t('arcadeType', { mode: t(`type.${type}`) }) : t(`type.${type}`))
}
