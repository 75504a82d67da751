'use client'

import * as Dialog from '@radix-ui/react-dialog'
import Link from 'next/link'

import { SiteSearch } from '@/components/search/SiteSearch'

import { Logo } from './Logo'
import styles from './MobileNav.module.css'
import { isActive, NAV_LINKS } from './nav-links'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  pathname: string
  onFeedback: () => void
}

/**
 * The full-screen menu below 700 px (spec §2 "Top navigation"). A Radix dialog in a portal on <body>: the
 * navigation bar's backdrop-filter would otherwise be the containing block of a fixed panel and shrink it to
 * the bar. Radix keeps focus inside, closes on Escape and locks the page's scroll. Any link, or the logo,
 * closes it. Renders its own menu button, hidden from 700 px up.
 */
export function MobileNav({ open, onOpenChange, pathname, onFeedback }: Props) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* A Radix trigger, so focus returns to it when the menu closes. */}
      <Dialog.Trigger className={styles.menuButton} aria-label="Open menu">
        <span aria-hidden="true">☰</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content id="mobile-nav" className={styles.panel} aria-describedby={undefined}>
          <div className={styles.bar}>
            <Link href="/" onClick={close} className={styles.logo}>
              <Logo />
            </Link>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <Dialog.Title className={styles.title}>Menu</Dialog.Title>
          <SiteSearch variant="menu" onNavigate={close} />
          <nav aria-label="Menu">
            <ul className={styles.links}>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={close} aria-current={isActive(pathname, link.href) ? 'page' : undefined}>
                    {link.label}
                  </Link>
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
            Send feedback
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
