import styles from './SectionMapNote.module.css'
import type { SectionImage } from './use-section-image'
import { useToolWords } from './use-tool-words'

/**
 * What a placement field shows until the section's map can: no section chosen, the section still loading, or a
 * section without an image. `clicks` says what a click on the map will do, once there is one.
 */
/** "Loading the map …" while the map's script loads, in the editor's language. */
export function LoadingMap() {
  const say = useToolWords()
  return <p className={styles.note}>{say('map.loading')}</p>
}

export function SectionMapNote({ section, clicks }: { section: Exclude<SectionImage, { state: 'ready' }>; clicks: string }) {
  const say = useToolWords()
  if (section.state === 'none') return <p className={styles.note}>{say('map.noSection', { clicks })}</p>
  if (section.state === 'loading') return <p className={styles.note}>{say('map.loadingSection')}</p>
  return <p className={styles.note}>{say('map.noImage', { section: section.name })}</p>
}
