import { CachedImage } from '@/components/media/CachedImage'

import styles from './ProfileIdentity.module.css'

/** A profile's portrait and its link to the character's social account. */
export function ProfileIdentity({ name, portraitUrl, socialUrl, socialHandle }: {
  name: string
  portraitUrl: string | null
  socialUrl: string | null
  socialHandle: string | null
}) {
  return (
    <div className={styles.identity}>
      {portraitUrl && (
        <div className={styles.frame}>
          <CachedImage className={styles.portrait} src={portraitUrl} alt={`Portrait of ${name}`} width={240} height={300} />
        </div>
      )}
      {socialUrl && (
        <p className={styles.social}>
          <span className={styles.label}>Follow</span>
          <a className={styles.link} href={socialUrl} rel="noopener noreferrer" target="_blank" aria-describedby="profile-new-tab">
            {socialHandle || socialUrl}
            <span aria-hidden="true"> ↗</span>
          </a>
          <span id="profile-new-tab" className={styles.hidden}>
            Opens in a new tab
          </span>
        </p>
      )}
    </div>
  )
}
