import type { HeroGuideSeed } from '../types'
import { guide as doctorStrange } from './doctor-strange'
import { guide as hulk } from './hulk'
import { guide as ironMan } from './iron-man'
import { guide as lunaSnow } from './luna-snow'
import { guide as magik } from './magik'
import { guide as peniParker } from './peni-parker'
import { guide as rocketRaccoon } from './rocket-raccoon'
import { guide as thePunisher } from './the-punisher'

export const heroGuides: HeroGuideSeed[] = [
  hulk,
  doctorStrange,
  peniParker,
  thePunisher,
  ironMan,
  magik,
  rocketRaccoon,
  lunaSnow,
]
