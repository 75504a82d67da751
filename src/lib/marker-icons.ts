import { HEALTH_PACK_ICON_PX, MARKER_ICON_PX } from './constants'

/** Marker icons are drawn at 50 px; an icon whose name contains "hp" (a health pack) at 25 px (spec §9). */
export function markerIconSize(iconName: string): number {
  return /hp/i.test(iconName) ? HEALTH_PACK_ICON_PX : MARKER_ICON_PX
}
