import { CachedImage } from '@/components/media/CachedImage'

import styles from './GuideImage.module.css'

/**
 * A 16:9 picture of the guide; the box keeps its size while the picture loads or when there is none. A caption,
 * when given, says in words what the picture is of (the pictures themselves carry no text).
 */
export function GuideImage({ src, alt, caption }: { src: string | null; alt: string; caption?: string }) {
  if (!src) return null
  const image = (
    <div className={styles.frame}>
      <CachedImage className={styles.image} src={src} alt={alt} loading="lazy" />
    </div>
  )
  if (!caption) return image
  return (
    <figure className={styles.figure}>
      {image}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  )
}
