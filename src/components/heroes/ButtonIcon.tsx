import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import styles from './ButtonIcon.module.css'

/** The named inputs' keys in `Heroes.abilities.buttons`; any other button is a key ("E key"). */
const BUTTON_KEYS: Record<string, string> = {
  'left-click': 'leftClick',
  'right-click': 'rightClick',
  shift: 'shift',
  space: 'space',
  passive: 'passive',
}

/** A drawn mouse with the pressed side lit. */
function MouseGlyph({ side }: { side: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <rect x="6" y="2.5" width="12" height="19" rx="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d={side === 'left' ? 'M12 3.3 V10.5 H6.8 V8.5 A5.2 5.2 0 0 1 12 3.3 Z' : 'M12 3.3 V10.5 H17.2 V8.5 A5.2 5.2 0 0 0 12 3.3 Z'} className={styles.lit} />
      <line x1="6.5" y1="10.5" x2="17.5" y2="10.5" stroke="currentColor" strokeWidth="1.2" />
      <line x1="12" y1="3" x2="12" y2="10.5" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  )
}

/** A key cap with a label or an arrow; `wide` for Shift and Space. */
function KeyGlyph({ label, wide, children }: { label?: string; wide?: boolean; children?: ReactNode }) {
  const width = wide ? 36 : 24
  return (
    <svg viewBox={`0 0 ${width} 24`} aria-hidden="true" className={wide ? styles.wide : undefined}>
      <rect x="1.5" y="2.5" width={width - 3} height="19" rx="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <line x1="4" y1="18.5" x2={width - 4} y2="18.5" stroke="currentColor" strokeOpacity="0.35" strokeWidth="1.2" />
      {label && (
        <text x={width / 2} y="14.6" textAnchor="middle" className={styles.keyLabel}>
          {label}
        </text>
      )}
      {children}
    </svg>
  )
}

/** A ring with a steady core: the ability is always on. */
function PassiveGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" strokeDasharray="3 2.2" />
      <circle cx="12" cy="12" r="4" className={styles.lit} />
    </svg>
  )
}

function Glyph({ button }: { button: string }) {
  switch (button) {
    case 'left-click':
      return <MouseGlyph side="left" />
    case 'right-click':
      return <MouseGlyph side="right" />
    case 'passive':
      return <PassiveGlyph />
    case 'shift':
      return (
        <KeyGlyph wide>
          <path d="M18 6.5 L24 12.5 H21 V16 H15 V12.5 H12 Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
        </KeyGlyph>
      )
    case 'space':
      return (
        <KeyGlyph wide>
          <path d="M9 10 V14 H27 V10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </KeyGlyph>
      )
    default:
      return <KeyGlyph label={button.slice(0, 2).toUpperCase()} />
  }
}

/** The input that fires an ability, drawn as a small icon (no game art). */
export function ButtonIcon({ button }: { button: string }) {
  const t = useTranslations('Heroes.abilities.buttons')
  // What a screen reader says for the input: "Left click", "Shift", "E key".
  const name = Object.hasOwn(BUTTON_KEYS, button) ? t(BUTTON_KEYS[button]) : t('key', { key: button.toUpperCase() })
  return (
    <span className={styles.icon} role="img" aria-label={name} title={name} data-button={button}>
      <Glyph button={button} />
    </span>
  )
}
