import styles from './SectionMapNote.module.css'
import type { SectionImage } from './use-section-image'

/**
 * What a placement field shows until the section's map can: no section chosen, the section still loading, or a
 * section without an image. `clicks` says what a click on the map will do, once there is one.
 */
export function SectionMapNote({ section, clicks }: { section: Exclude<SectionImage, { state: 'ready' }>; clicks: string }) {
  if (section.state === 'none') return <p className={styles.note}>Choose a section first: its map appears here, and {clicks}.</p>
  if (section.state === 'loading') return <p className={styles.note}>Loading the section’s map …</p>
  return <p className={styles.note}>{section.name} has no map image yet. Add one to the section first.</p>
}
