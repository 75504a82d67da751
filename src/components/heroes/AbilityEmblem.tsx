import { CachedImage } from '@/components/media/CachedImage'
import type { GuideAbility } from '@/data/hero-guide'

import styles from './AbilityEmblem.module.css'

/** The frame says the ability's type: a square sight for attacks, a hexagon for abilities, and so on. */
function Frame({ type }: { type: string }) {
  switch (type) {
    case 'normal attack':
      return <path d="M6 12 V6 H12 M36 6 H42 V12 M42 36 V42 H36 M12 42 H6 V36" className={styles.frame} />
    case 'passive':
      return <circle cx="24" cy="24" r="18" className={styles.frame} strokeDasharray="4 3" />
    case 'ultimate':
      return <path d="M24 3 L45 24 L24 45 L3 24 Z" className={styles.frame} />
    case 'team-up':
      return (
        <>
          <circle cx="18" cy="24" r="13" className={styles.frame} />
          <circle cx="30" cy="24" r="13" className={styles.frame} />
        </>
      )
    default:
      return <path d="M24 4 L41 14 V34 L24 44 L7 34 V14 Z" className={styles.frame} />
  }
}

/** The glyph says the input: a reticle for the primary fire, a beam for the secondary, a dash for Shift... */
function Glyph({ button }: { button: string }) {
  switch (button) {
    case 'left-click':
      return (
        <>
          <circle cx="24" cy="24" r="7" className={styles.line} />
          <path d="M24 12 V18 M24 30 V36 M12 24 H18 M30 24 H36" className={styles.line} />
        </>
      )
    case 'right-click':
      return <path d="M14 18 L24 24 L14 30 M24 18 L34 24 L24 30" className={styles.line} />
    case 'shift':
      return <path d="M12 24 H32 M26 18 L33 24 L26 30 M12 18 H20 M12 30 H20" className={styles.line} />
    case 'space':
      return <path d="M14 34 C16 18 32 18 34 34 M30 14 L34 20 L38 14" className={styles.line} />
    case 'passive':
      return (
        <>
          <circle cx="24" cy="24" r="4" className={styles.fill} />
          <circle cx="24" cy="24" r="10" className={styles.line} strokeOpacity="0.6" />
        </>
      )
    case 'q':
      return <path d="M24 11 L27 21 L37 24 L27 27 L24 37 L21 27 L11 24 L21 21 Z" className={styles.fill} />
    case 'e':
      return <path d="M27 10 L16 26 H24 L21 38 L33 21 H25 Z" className={styles.fill} />
    case 'f':
      return <path d="M24 12 L35 17 V25 C35 31 30 35 24 37 C18 35 13 31 13 25 V17 Z" className={styles.line} />
    case 'c':
      return <path d="M12 22 C16 16 20 28 24 22 C28 16 32 28 36 22 M12 30 C16 24 20 36 24 30 C28 24 32 36 36 30" className={styles.line} />
    default:
      return <circle cx="24" cy="24" r="6" className={styles.fill} />
  }
}

/**
 * The ability's image when an editor has added one; otherwise a drawn icon whose frame shows the ability's
 * type and whose glyph shows the button that fires it, in the hero's role colour (gold for the ultimate).
 */
export function AbilityEmblem({ ability, large = false }: { ability: GuideAbility; large?: boolean }) {
  return (
    <span className={`${styles.emblem} ${large ? styles.large : ''}`} data-type={ability.type}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" data-button={ability.button}>
        <Frame type={ability.type} />
        <Glyph button={ability.button} />
      </svg>
      {ability.image && <CachedImage className={styles.image} src={ability.image.url} alt="" loading="lazy" />}
    </span>
  )
}
