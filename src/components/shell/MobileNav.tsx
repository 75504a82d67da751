'use client'

import Link from 'next/link'

import { SiteSearch } from '@/components/search/SiteSearch'

import { Logo } from './Logo'
import styles from './MobileNav.module.css'
import { isActive, NAV_LINKS } from './nav-links'

/** The full-screen menu below 700 px; any link (or the logo) closes it. */
export function MobileNav({ pathname, onNavigate, onFeedback }: { pathname: string; onNavigate: () => void; onFeedback: () => void }) {
  return (
    <div id="mobile-nav" className={styles.panel}>
      <Link href="/" onClick={onNavigate} className={styles.logo}>
        <Logo size="large" />
      </Link>
      <SiteSearch variant="menu" onNavigate={onNavigate} />
      <ul className={styles.links}>
        {NAV_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={onNavigate} aria-current={isActive(pathname, link.href) ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.feedback}
        onClick={() => {
          onNavigate()
          onFeedback()
        }}
      >
        Send feedback
      </button>
    </div>
  )
}
