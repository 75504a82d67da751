import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { FixedAddressImage } from '@/components/media/FixedAddressImage'
import { IntentLink } from '@/components/shell/IntentLink'

import styles from './GuideHeader.module.css'

export type GuideHeaderProps = {
  title: string
  /** The title's language when it is not the page's (an untranslated title is English). */
  titleLang?: string
  subtitle?: string
  /** Makes the subtitle a link. */
  subtitleHref?: string
  avatarSrc?: string | null
  back?: { href: string; label: string }
  loading?: boolean
  /** Keeps the subtitle's line while there is no subtitle, so controls below do not jump when one appears. */
  reserveSubtitle?: boolean
  /** Filter buttons (see FilterButtons), or any controls the page puts under the title. */
  children?: ReactNode
  /** One control beside the title (a hero guide's favourite star). */
  action?: ReactNode
}

/** The header most guide pages share (spec §2 "Shared guide header"). */
export function GuideHeader({ title, titleLang, subtitle, subtitleHref, avatarSrc, back, loading, reserveSubtitle, action, children }: GuideHeaderProps) {
  // Client pages render this header too, so its one word travels in the browser's catalogue.
  const t = useTranslations('GuideHeader')
  return (
    <header className={styles.header}>
      {back && (
        <IntentLink className={styles.back} href={back.href}>
          <ArrowIcon direction="back" /> {back.label}
        </IntentLink>
      )}
      <div className={styles.titleRow}>
        {avatarSrc && <FixedAddressImage className={styles.avatar} src={avatarSrc} alt="" width={64} height={64} />}
        <div>
          <h1 className={styles.title} lang={titleLang}>
            {title}
          </h1>
          {subtitle &&
            (subtitleHref ? (
              <IntentLink className={styles.subtitle} href={subtitleHref}>
                {subtitle}
              </IntentLink>
            ) : (
              <p className={styles.subtitle}>{subtitle}</p>
            ))}
          {!subtitle && reserveSubtitle && (
            <p className={styles.subtitle} aria-hidden="true">
              &nbsp;
            </p>
          )}
        </div>
        {loading && <span className={styles.spinner} role="status" aria-label={t('loading')} />}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {children && <div className={styles.controls}>{children}</div>}
    </header>
  )
}
