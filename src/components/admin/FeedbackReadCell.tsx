'use client'

import { toast, useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import styles from './InboxList.module.css'
import { useToolWords } from './use-tool-words'

/** The feedback list's read flag as a button: one click marks a message read or unread, without opening it. */
export function FeedbackReadCell({ cellData, rowData }: DefaultCellComponentProps) {
  const say = useToolWords()
  const { config } = useConfig()
  const [read, setRead] = useState(Boolean(cellData))
  const [saving, setSaving] = useState(false)

  const toggle = async () => {
    setSaving(true)
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/feedback/${rowData.id}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ read: !read }),
      })
      if (!response.ok) throw new Error(`${response.status}`)
      setRead(!read)
    } catch {
      toast.error(say('feedbackRead.failed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <button
      type="button"
      className={`${styles.readToggle} ${read ? styles.isRead : styles.isUnread}`}
      aria-pressed={read}
      aria-label={read ? say('feedbackRead.markUnread') : say('feedbackRead.markRead')}
      disabled={saving}
      onClick={toggle}
    >
      {read ? say('feedbackRead.read') : say('feedbackRead.unread')}
    </button>
  )
}
