'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import type { RefObject } from 'react'

import { SiteSearch } from '@/components/search/SiteSearch'

import { IntentLink } from './IntentLink'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import styles from './MobileNav.module.css'
import { isActive, NAV_LINKS } from './nav-links'

export type MobileNavPanelProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  pathname: string
  onFeedback: () => void
  /** The menu button (MobileNav): focus goes back to it when the menu closes. */
  menuButton: RefObject<HTMLButtonElement | null>
}

/**
 * The open menu (spec §2 "Top navigation"): a Radix dialog in a portal on <body>. The navigation bar's
 * backdrop-filter would otherwise be the containing block of a fixed panel and shrink it to the bar. Radix
 * keeps focus inside, closes on Escape and locks the page's scroll. Any link, or the logo, closes it.
 */
export function MobileNavPanel({ open, onOpenChange, pathname, onFeedback, menuButton }: MobileNavPanelProps) {
  const close = () => onOpenChange(false)
  const t = useTranslations('Shell')
  const nav = useTranslations('Nav')
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id="mobile-nav"
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The menu button is no Radix trigger (it is on the page before this code), so send focus back by hand.
            event.preventDefault()
            menuButton.current?.focus()
          }}
        >
          <div className={styles.bar}>
            <IntentLink href="/" onClick={close} className={styles.logo}>
              <Logo />
            </IntentLink>
            <Dialog.Close className={styles.close} aria-label={t('closeMenu')}>
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <Dialog.Title className={styles.title}>{t('menu')}</Dialog.Title>
          <SiteSearch variant="menu" onNavigate={close} />
          <nav aria-label={t('menu')}>
            <ul className={styles.links}>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <IntentLink href={link.href} onClick={close} aria-current={isActive(pathname, link.href) ? 'page' : undefined}>
                    {nav(link.label)}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            className={styles.feedback}
            onClick={() => {
              close()
              onFeedback()
            }}
          >
            {t('sendFeedback')}
          </button>
          <LanguageSwitcher placement="menu" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
