import { useTranslations } from 'next-intl'

import { CachedImage } from '@/components/media/CachedImage'

import styles from './ProfileIdentity.module.css'

/** A profile's portrait and its link to the character's social account. */
export function ProfileIdentity({ name, portraitUrl, socialUrl, socialHandle }: {
  name: string
  portraitUrl: string | null
  socialUrl: string | null
  socialHandle: string | null
}) {
  const t = useTranslations('Pages')
  return (
    <div className={styles.identity}>
      {portraitUrl && (
        <div className={styles.frame}>
          <CachedImage className={styles.portrait} src={portraitUrl} alt={t('portraitOf', { name })} width={240} height={300} />
        </div>
      )}
      {socialUrl && (
        <p className={styles.social}>
          <span className={styles.label}>{t('follow')}</span>
          <a className={styles.link} href={socialUrl} rel="noopener noreferrer" target="_blank" aria-describedby="profile-new-tab">
            {socialHandle || socialUrl}
            <span aria-hidden="true"> ↗</span>
          </a>
          <span id="profile-new-tab" className={styles.hidden}>
            {t('newTab')}
          </span>
        </p>
      )}
    </div>
  )
}
