'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type RefObject } from 'react'

import { CloseIcon } from '@/components/icons/CloseIcon'
import { useApi } from '@/components/shell/ApiProvider'
import { FEEDBACK_LIMITS } from '@/contract/limits'
import { buildFeedbackPayload } from '@/browser/visitor-context'

import { FEEDBACK_RESET_MS, FEEDBACK_THANKS_MS } from './feedback-timing'
import styles from './FeedbackDialog.module.css'

export type FeedbackMode = 'feedback' | 'contact'

/** Shown once the visitor is this close to the server's 5,000-character limit, so a cut-off is no surprise. */
const COUNTER_FROM = FEEDBACK_LIMITS.message - 500

type Phase = 'editing' | 'sending' | 'sent'
/** A failed send keeps the catalogue's key of its words, so they follow the page's language. */
type SendFailure = 'rateLimited' | 'offline' | 'failed'
type Problem = { kind: 'empty' } | { kind: 'send'; failure: SendFailure } | null

type State = { contact: string; message: string; phase: Phase; problem: Problem; sends: number }

type Action =
  | { type: 'contact'; value: string }
  | { type: 'message'; value: string }
  | { type: 'empty' }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'failed'; failure: SendFailure }
  /** `send` names the successful send a timer belongs to, so an old timer cannot reset a newer one. */
  | { type: 'reset'; send?: number }

const INITIAL: State = { contact: '', message: '', phase: 'editing', problem: null, sends: 0 }

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'contact':
      return { ...state, contact: action.value }
    case 'message':
      // Typing is the answer to "please write a message"; a send error stays until the next try.
      return { ...state, message: action.value, problem: state.problem?.kind === 'empty' ? null : state.problem }
    case 'empty':
      return { ...state, problem: { kind: 'empty' } }
    case 'sending':
      return { ...state, phase: 'sending', problem: null }
    case 'sent':
      return { ...state, phase: 'sent', problem: null, sends: state.sends + 1 }
    case 'failed':
      // Back to editing with everything the visitor typed, so they can simply press Send again.
      return { ...state, phase: 'editing', problem: { kind: 'send', failure: action.failure } }
    case 'reset':
      if (state.phase !== 'sent' || (action.send !== undefined && action.send !== state.sends)) return state
      // Spec §4: the message is cleared, the contact is kept for the next time.
      return { ...state, message: '', phase: 'editing', problem: null }
  }
}

function sendFailure(status: number | undefined): SendFailure {
  if (status === 429) return 'rateLimited'
  if (status === undefined) return 'offline'
  return 'failed'
}

function currentTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    return ''
  }
}

type Timers = { thanks?: ReturnType<typeof setTimeout>; reset?: ReturnType<typeof setTimeout> }

export type FeedbackDialogProps = {
  open: boolean
  mode: FeedbackMode
  onOpenChange: (open: boolean) => void
  /** Where focus goes back on close. Radix only returns focus to a Dialog.Trigger, and the openers live elsewhere. */
  returnFocusRef?: RefObject<HTMLElement | null>
}

export function FeedbackDialog({ open, mode, onOpenChange, returnFocusRef }: FeedbackDialogProps) {
  const client = useApi()
  const t = useTranslations('Feedback')
  const [state, dispatch] = useReducer(reducer, INITIAL)
  const timers = useRef<Timers>({})
  const alive = useRef(true)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const ids = { contact: useId(), message: useId(), messageError: useId(), counter: useId() }

  // Reopened before the reset timer fired: start clean right away instead of flashing the old thank-you.
  // (Adjusting state while rendering is React's pattern for reacting to a prop change.)
  const [seenOpen, setSeenOpen] = useState(open)
  if (open !== seenOpen) {
    setSeenOpen(open)
    if (open) dispatch({ type: 'reset' })
  }

  useEffect(() => {
    const pending = timers.current
    alive.current = true
    return () => {
      // A timer outliving the dialog would close or reset something that is gone.
      alive.current = false
      clearTimeout(pending.thanks)
      clearTimeout(pending.reset)
    }
  }, [])

  function clearTimers() {
    clearTimeout(timers.current.thanks)
    clearTimeout(timers.current.reset)
    timers.current = {}
  }

  function scheduleReset(send: number) {
    clearTimeout(timers.current.reset)
    timers.current.reset = setTimeout(() => dispatch({ type: 'reset', send }), FEEDBACK_RESET_MS)
  }

  function handleOpenChange(next: boolean) {
    if (!next) {
      // Closed by hand (icon, Escape, overlay): the auto-close must not later shut a reopened dialog.
      clearTimers()
      if (state.phase === 'sent') scheduleReset(state.sends)
    }
    onOpenChange(next)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.phase !== 'editing') return
    if (!state.message.trim()) {
      dispatch({ type: 'empty' })
      messageRef.current?.focus()
      return
    }

    clearTimers()
    dispatch({ type: 'sending' })
    const payload = buildFeedbackPayload({
      contact: state.contact,
      message: state.message,
      location: window.location.href,
      referrer: document.referrer,
      userAgent: navigator.userAgent,
      screen: { width: window.screen.width, height: window.screen.height },
      devicePixelRatio: window.devicePixelRatio,
      timeZone: currentTimeZone(),
      maxTouchPoints: navigator.maxTouchPoints,
    })
    // Rejects only when the client's script could not load: the same as a send that never reached the server.
    const result = await client.sendFeedback(payload).catch(() => ({ ok: false as const, status: undefined }))
    if (!alive.current) return

    if (!result.ok) {
      dispatch({ type: 'failed', failure: sendFailure(result.status) })
      return
    }
    const send = state.sends + 1
    dispatch({ type: 'sent' })
    // The form (and the focused Send button) gives way to the thank-you; keep focus inside the dialog.
    closeRef.current?.focus()
    timers.current.thanks = setTimeout(() => {
      onOpenChange(false)
      scheduleReset(send)
    }, FEEDBACK_THANKS_MS)
  }

  function handleCloseAutoFocus(event: Event) {
    const opener = returnFocusRef?.current
    if (!opener?.isConnected) return
    event.preventDefault()
    opener.focus()
  }

  const sending = state.phase === 'sending'
  const sent = state.phase === 'sent'
  const emptyError = state.problem?.kind === 'empty'
  const showCounter = state.message.length >= COUNTER_FROM
  const messageDescribedBy = [emptyError ? ids.messageError : '', showCounter ? ids.counter : ''].filter(Boolean).join(' ')

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} onCloseAutoFocus={handleCloseAutoFocus}>
          <Dialog.Close ref={closeRef} className={styles.close} aria-label={t('close')}>
            <CloseIcon size={20} />
          </Dialog.Close>

          <Dialog.Title className={styles.title}>{t(mode === 'contact' ? 'contactTitle' : 'feedbackTitle')}</Dialog.Title>
          <Dialog.Description className={styles.prompt}>{t(mode === 'contact' ? 'contactPrompt' : 'feedbackPrompt')}</Dialog.Description>

          {/* Always mounted, so screen readers are already listening when the thank-you appears. */}
          <div role="status" className={sent ? styles.thanks : styles.statusIdle}>
            {sent ? t('thanks') : null}
          </div>

          {sent ? null : (
            <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={sending}>
              <div className={styles.field}>
                <label htmlFor={ids.contact} className={styles.label}>
                  {t('contactLabel')}
                </label>
                <input
                  id={ids.contact}
                  name="contact"
                  type="text"
                  className={styles.input}
                  value={state.contact}
                  onChange={(event) => dispatch({ type: 'contact', value: event.target.value })}
                  placeholder={t('contactPlaceholder')}
                  maxLength={FEEDBACK_LIMITS.contact}
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  readOnly={sending}
                />
              </div>

              <div className={styles.field}>
                <label htmlFor={ids.message} className={styles.label}>
                  {t('message')}
                </label>
                <textarea
                  ref={messageRef}
                  id={ids.message}
                  name="message"
                  className={styles.textarea}
                  value={state.message}
                  onChange={(event) => dispatch({ type: 'message', value: event.target.value })}
                  rows={6}
                  required
                  maxLength={FEEDBACK_LIMITS.message}
                  aria-invalid={emptyError || undefined}
                  aria-describedby={messageDescribedBy || undefined}
                  readOnly={sending}
                />
                {emptyError ? (
                  <p id={ids.messageError} role="alert" className={styles.fieldError}>
                    {t('emptyMessage')}
                  </p>
                ) : null}
                {showCounter ? (
                  <p id={ids.counter} className={styles.counter}>
                    {t('counter', { count: state.message.length, max: FEEDBACK_LIMITS.message })}
                  </p>
                ) : null}
              </div>

              {state.problem?.kind === 'send' ? (
                <p role="alert" className={styles.sendError}>
                  {t(state.problem.failure)}
                </p>
              ) : null}

              <div className={styles.actions}>
                {/* aria-disabled, not disabled: a disabled button drops keyboard focus out of the dialog. */}
                <button type="submit" className={styles.send} aria-disabled={sending || undefined}>
                  {sending ? t('sending') : t('send')}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
