'use client'

import type { DefaultCellComponentProps } from 'payload'

import styles from './InboxList.module.css'
import { FEEDBACK_PREVIEW_CHARS } from './list-previews'

/** The feedback list's message column: the first words of the message, the whole of it on hover. */
export function FeedbackMessageCell({ cellData }: DefaultCellComponentProps) {
  const message = typeof cellData === 'string' ? cellData.replace(/\s+/g, ' ').trim() : ''
  const preview = message.length > FEEDBACK_PREVIEW_CHARS ? `${message.slice(0, FEEDBACK_PREVIEW_CHARS - 1).trimEnd()}…` : message
  return (
    <span className={styles.preview} title={message}>
      {preview}
    </span>
  )
}
