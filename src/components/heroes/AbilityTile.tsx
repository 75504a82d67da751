import type { GuideAbility } from '@/data/hero-guide'
import type { HeroRole } from '@/contract/types'

import styles from './AbilityTile.module.css'
import { ButtonIcon } from './ButtonIcon'
import { AbilityEmblem } from './AbilityEmblem'

/** One ability in the list: image, name and the input that fires it; pressing it shows its properties. */
export function AbilityTile({ ability, role, selected, onSelect }: { ability: GuideAbility; role: HeroRole; selected: boolean; onSelect: () => void }) {
  return (
    <button type="button" className={styles.tile} data-role={role} aria-pressed={selected} onClick={onSelect} data-ability={ability.slug}>
      <AbilityEmblem ability={ability} />
      <span className={styles.name}>{ability.name}</span>
      <ButtonIcon button={ability.button} />
    </button>
  )
}
