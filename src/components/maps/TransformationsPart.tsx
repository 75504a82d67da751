'use client'

import { useTranslations } from 'next-intl'

import { Untranslated } from '@/components/content/Untranslated'
import { useRef } from 'react'

import { CachedVideo } from '@/components/media/CachedVideo'
import type { Transformation } from '@/contract/types'

import { GuidePart } from './GuidePart'
import styles from './TransformationsPart.module.css'

/** Parts of the section that change during a match, each with a short looping clip. A click plays them all. */
export function TransformationsPart({ transformations, sectionName }: { transformations: Transformation[]; sectionName: string }) {
  const t = useTranslations('MapGuide')
  const videos = useRef(new Map<number, HTMLVideoElement>())
  if (transformations.length === 0) return null

  // Autoplay can be refused (battery savers, data savers); a visitor's click is allowed to start them.
  const playAll = () => {
    for (const video of videos.current.values()) {
      video.muted = true
      void video.play().catch(() => undefined)
    }
  }

  return (
    <GuidePart id="transformations" title={t('transformations')} kicker={sectionName}>
      <div className={styles.grid} onClick={playAll}>
        {transformations.map((transformation, index) => (
          <figure key={`${transformation.section}-${index}`} className={styles.item}>
            <div className={styles.frame}>
              <CachedVideo
                ref={(element) => {
                  if (element) videos.current.set(index, element)
                  else videos.current.delete(index)
                }}
                className={styles.video}
                src={transformation.video}
                muted
                loop
                autoPlay
                playsInline
                preload="metadata"
                aria-label={transformation.description}
              />
            </div>
            <figcaption className={styles.caption}>
              <Untranslated when={Boolean(transformation.untranslated?.length)}>{transformation.description}</Untranslated>
            </figcaption>
          </figure>
        ))}
      </div>
      <button type="button" className={styles.playAll} onClick={playAll}>
        {t('playAll')}
      </button>
    </GuidePart>
  )
}
