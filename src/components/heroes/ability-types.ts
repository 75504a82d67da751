import { variantLabel } from '@/rules/slugs'

/** The ability types in play order: attack, abilities, ultimate, passives, team-ups. */
export const ABILITY_TYPE_ORDER = ['normal attack', 'ability', 'ultimate', 'passive', 'team-up']

type TypeKey = 'normalAttack' | 'ability' | 'ultimate' | 'passive' | 'teamUp'

/** Each known type's key in `Heroes.abilities.groups` and `.types` (keys hold no spaces). */
const TYPE_KEYS: Record<string, TypeKey> = {
  'normal attack': 'normalAttack',
  ability: 'ability',
  ultimate: 'ultimate',
  passive: 'passive',
  'team-up': 'teamUp',
}

/** The translator of `Heroes.abilities`. */
type Say = (key: `groups.${TypeKey}` | `types.${TypeKey}`) => string

/** A group's heading ("Passives"); a type the guide does not know yet reads as its own words ("Special Move"). */
export function abilityGroupHeading(type: string, t: Say): string {
  const key = Object.hasOwn(TYPE_KEYS, type) ? TYPE_KEYS[type] : undefined
  return key ? t(`groups.${key}`) : variantLabel(type.replace(/\s+/g, '-'))
}

/** The type as the ability panel names it ("passive"); an unknown type as stored. */
export function abilityTypeName(type: string, t: Say): string {
  const key = Object.hasOwn(TYPE_KEYS, type) ? TYPE_KEYS[type] : undefined
  return key ? t(`types.${key}`) : type
}
