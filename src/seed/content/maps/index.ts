import type { MapGuideSeed } from '../types'
import { guide as midtown } from './midtown'
import { guide as royalPalace } from './royal-palace'
import { guide as shinShibuya } from './shin-shibuya'
import { guide as yggdrasillPath } from './yggdrasill-path'

export { sectionNames } from './sections'

/** The fully guided maps: markers, hot spots, breakouts, transformations and utility placements per section. */
export const mapGuides: MapGuideSeed[] = [royalPalace, yggdrasillPath, shinShibuya, midtown]
