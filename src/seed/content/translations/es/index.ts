/** The Spanish (es) translations of the English seed, keyed as the English files are (slug, publishedAt, version, hero). */
import type { HeroGuideSeed } from '../../types'
import { guide as doctorStrange } from './heroes/doctor-strange'
import { guide as hulk } from './heroes/hulk'
import { guide as ironMan } from './heroes/iron-man'
import { guide as lunaSnow } from './heroes/luna-snow'
import { guide as magik } from './heroes/magik'
import { guide as peniParker } from './heroes/peni-parker'
import { guide as rocketRaccoon } from './heroes/rocket-raccoon'
import { guide as thePunisher } from './heroes/the-punisher'

export { basics } from './basics'
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
