import { CachedImage } from '@/components/media/CachedImage'

import styles from './GuideImage.module.css'

/** A 16:9 picture of the guide; the box keeps its size while the picture loads or when there is none. */
export function GuideImage({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return null
  return (
    <div className={styles.frame}>
      <CachedImage className={styles.image} src={src} alt={alt} loading="lazy" />
    </div>
  )
}
