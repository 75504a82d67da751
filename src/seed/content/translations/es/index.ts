/** The Spanish (es) translations of the English seed, keyed as the English files are (slug, publishedAt, version, hero slug, map slug and section name). */
import type { HeroGuideSeed, MapGuideSeed } from '../../types'
import { guide as doctorStrange } from './heroes/doctor-strange'
import { guide as hulk } from './heroes/hulk'
import { guide as ironMan } from './heroes/iron-man'
import { guide as lunaSnow } from './heroes/luna-snow'
import { guide as magik } from './heroes/magik'
import { guide as peniParker } from './heroes/peni-parker'
import { guide as rocketRaccoon } from './heroes/rocket-raccoon'
import { guide as thePunisher } from './heroes/the-punisher'
import { guide as midtown } from './maps/midtown'
import { guide as royalPalace } from './maps/royal-palace'
import { guide as shinShibuya } from './maps/shin-shibuya'
import { guide as yggdrasillPath } from './maps/yggdrasill-path'

export { basics } from './basics'
export { sectionCallouts } from './maps/callouts'
export { sectionRoutes } from './maps/routes'
export { news } from './news'
export { pages } from './pages'
export { patches } from './patches'

export const heroGuides: Record<string, HeroGuideSeed> = {
  hulk,
  'doctor-strange': doctorStrange,
  'peni-parker': peniParker,
  'the-punisher': thePunisher,
  'iron-man': ironMan,
  magik,
  'rocket-raccoon': rocketRaccoon,
  'luna-snow': lunaSnow,
}

export const mapGuides: Record<string, MapGuideSeed> = {
  'royal-palace': royalPalace,
  'yggdrasill-path': yggdrasillPath,
  'shin-shibuya': shinShibuya,
  midtown,
}
