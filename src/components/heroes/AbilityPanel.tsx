import { useTranslations } from 'next-intl'

import type { GuideAbility } from '@/data/hero-guide'

import { AbilityEmblem } from './AbilityEmblem'
import styles from './AbilityPanel.module.css'
import { abilityTypeName } from './ability-types'
import { ButtonIcon } from './ButtonIcon'

/** Property names are stored with underscores ("fire_rate"); the panel shows spaces ("fire rate"). */
export function propertyLabel(name: string): string {
  return name.replace(/_+/g, ' ').trim()
}

/** The selected ability: what it does, then its properties as name/value rows. */
export function AbilityPanel({ ability }: { ability: GuideAbility }) {
  const t = useTranslations('Heroes.abilities')
  return (
    <div className={styles.panel} data-testid="ability-panel" aria-live="polite">
      <div className={styles.top}>
        <AbilityEmblem ability={ability} large />
        <div>
          <h3 className={styles.name}>{ability.name}</h3>
          <p className={styles.meta}>
            <span className={styles.type}>{abilityTypeName(ability.type, t)}</span>
            <ButtonIcon button={ability.button} />
          </p>
        </div>
      </div>
      <p className={styles.description}>{ability.description}</p>
      {ability.properties.length > 0 && (
        <dl className={styles.properties}>
          {ability.properties.map((property) => (
            <div key={property.name} className={styles.row}>
              <dt>{propertyLabel(property.name)}</dt>
              <dd>{property.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}
