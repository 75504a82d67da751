'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useFeedback } from '@/components/feedback/FeedbackProvider'
import { SiteSearch } from '@/components/search/SiteSearch'
import { usePathname } from '@/i18n/navigation'

import { IntentLink } from './IntentLink'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MobileNav } from './MobileNav'
import { isActive, NAV_LINKS } from './nav-links'
import styles from './TopNav.module.css'

/** The top navigation on every page but home (spec §2 "Top navigation"). */
export function TopNav() {
  const pathname = usePathname()
  const feedback = useFeedback()
  const t = useTranslations('Shell')
  const nav = useTranslations('Nav')
  // The menu belongs to the page it was opened on: any route change (a link, the back button) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null)

  if (pathname === '/') return null
  return (
    <nav className={styles.nav} aria-label={t('mainNav')}>
      <IntentLink href="/" className={styles.logo}>
        <Logo />
      </IntentLink>
      <SiteSearch variant="bar" shortcut />
      <ul className={styles.links}>
        {NAV_LINKS.map((link) => (
          <li key={link.href}>
            <IntentLink href={link.href} className={styles.link} aria-current={isActive(pathname, link.href) ? 'page' : undefined}>
              {nav(link.label)}
            </IntentLink>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.lightbulb} aria-label={t('sendFeedback')} onClick={() => feedback.open('feedback')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Zm-2 18h4v1a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1v-1Z"
          />
        </svg>
      </button>
      <LanguageSwitcher placement="bar" />
      <MobileNav open={menuOpen} onOpenChange={setMenuOpen} pathname={pathname} onFeedback={() => feedback.open('feedback')} />
    </nav>
  )
}
