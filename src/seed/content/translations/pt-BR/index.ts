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

/** The Brazilian Portuguese translation of the English seed content, keyed as each file says. */
export { basics } from './basics'
export { pages } from './pages'
export { news } from './news'
export { patches } from './patches'
export { sectionCallouts } from './maps/callouts'
export { sectionRoutes } from './maps/routes'

/** Hero guides by hero slug. */
export const heroGuides: Record<string, HeroGuideSeed> = {
  hulk,
  'luna-snow': lunaSnow,
  magik,
  'iron-man': ironMan,
  'doctor-strange': doctorStrange,
  'peni-parker': peniParker,
  'rocket-raccoon': rocketRaccoon,
  'the-punisher': thePunisher,
}

/** Map guides by map slug. */
export const mapGuides: Record<string, MapGuideSeed> = {
  'royal-palace': royalPalace,
  'yggdrasill-path': yggdrasillPath,
  'shin-shibuya': shinShibuya,
  midtown,
}
