'use client'

import { useTranslations } from 'next-intl'
import { type ComponentType, useCallback, useRef, useState } from 'react'

import { MenuIcon } from '@/components/icons/MenuIcon'

import styles from './MobileNav.module.css'
import type { MobileNavPanelProps } from './MobileNavPanel'

type Props = Omit<MobileNavPanelProps, 'menuButton'>

/**
 * The menu below 700 px: its button is on every page; the menu itself (MobileNavPanel, Radix's dialog with it)
 * is fetched the first time a visitor reaches for the button, since no page needs it to paint. A tap before it
 * has arrived opens the menu the moment it does. The button is hidden from 700 px up (the links are in the bar).
 */
export function MobileNav({ open, onOpenChange, pathname, onFeedback }: Props) {
  const t = useTranslations('Shell')
  const menuButton = useRef<HTMLButtonElement>(null)
  const [panel, setPanel] = useState<{ Panel: ComponentType<MobileNavPanelProps> } | null>(null)
  const fetchPanel = useCallback(() => {
    void import('./MobileNavPanel').then(({ MobileNavPanel }) => setPanel((loaded) => loaded ?? { Panel: MobileNavPanel }))
  }, [])
  const Panel = panel?.Panel
  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && Panel ? 'mobile-nav' : undefined}
        // A finger on the button or a hover starts the download, ahead of the click.
        onPointerDown={fetchPanel}
        onPointerEnter={fetchPanel}
        onFocus={fetchPanel}
        onClick={() => {
          fetchPanel()
          onOpenChange(true)
        }}
      >
        <MenuIcon />
      </button>
      {Panel && <Panel open={open} onOpenChange={onOpenChange} pathname={pathname} onFeedback={onFeedback} menuButton={menuButton} />}
    </>
  )
}
