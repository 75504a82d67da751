'use client'

import type { DefaultCellComponentProps } from 'payload'

import { MARKER_LIST_PREVIEW_CHARS } from './list-previews'
import styles from './MarkerList.module.css'

/** The marker list's description column: its first words, the whole of it on hover. */
export function MarkerDescriptionCell({ cellData }: DefaultCellComponentProps) {
  const text = typeof cellData === 'string' ? cellData.replace(/\s+/g, ' ').trim() : ''
  const preview = text.length > MARKER_LIST_PREVIEW_CHARS ? `${text.slice(0, MARKER_LIST_PREVIEW_CHARS - 1).trimEnd()}…` : text
  return (
    <span className={styles.preview} title={text}>
      {preview}
    </span>
  )
}
