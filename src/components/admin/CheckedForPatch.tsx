'use client'

import { useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'

import { isEditorUser } from '@/access'

import { useCmsJson } from './use-cms-json'
import { useToolWords } from './use-tool-words'
import styles from './CheckedForPatch.module.css'

type Latest = { docs: { id: number; version: string }[] }

/**
 * On a hero's or map's screen: "Checked for {latest patch}". The server sets the guide's `verifiedOn` to the
 * newest published patch in a new version (src/collections/checked-for.ts), so the version history shows who
 * checked it and when; the screen then reloads to show the stored values.
 */
export const CheckedForPatch: UIFieldClientComponent = () => {
  const { id, collectionSlug } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const latest = useCmsJson<Latest>('/patches?where[_status][equals]=published&sort=-releasedAt&limit=1&depth=0&select[version]=true')
  const [state, setState] = useState<{ busy: boolean; message?: string; failed?: boolean }>({ busy: false })
  const patch = latest?.docs[0]
  const say = useToolWords()

  if (!id || !isEditorUser(user) || !patch) return null

  const check = async () => {
    setState({ busy: true })
    try {
      const answer = await fetch(`${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/checked`, { method: 'POST', credentials: 'include' })
      const body = await answer.json().catch(() => ({}))
      if (!answer.ok) {
        setState({ busy: false, failed: true, message: body.errors?.[0]?.message ?? say('checked.notSaved', { status: answer.status }) })
        return
      }
      setState({ busy: true, message: body.message ?? say('checked.done', { version: patch.version }) })
      window.location.reload()
    } catch {
      setState({ busy: false, failed: true, message: say('checked.unreachable') })
    }
  }

  return (
    <div className={styles.box} data-testid="checked-for">
      <p className={styles.note}>{say('checked.note')}</p>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={state.busy} onClick={check}>
        {say('checked.button', { version: patch.version })}
      </button>
      <p role="status" aria-live="polite" className={state.failed ? styles.error : styles.note}>
        {state.message}
      </p>
    </div>
  )
}
