'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useCallback, useEffect, type CSSProperties, type ReactNode, type RefObject } from 'react'

import { CloseIcon } from '@/components/icons/CloseIcon'

import { BIO_FADE_MS } from './bio-fade'
import styles from './BioOverlay.module.css'
import { DeskAvatar } from './DeskAvatar'

/** The bio's words, already in the page's language (the server fills in the author's name). */
export type NewsBioWords = { about: string; author: string; close: string; noBio: string }

type BioOverlayProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  authorName: string
  avatarUrl: string | null
  /** The bio, rendered from Lexical on the server (this client file cannot import the converter). */
  bioNode: ReactNode
  words: NewsBioWords
  /** The button that opened the overlay; focus returns there on close. */
  returnFocusRef: RefObject<HTMLElement | null>
}

// The fade length (bio-fade.ts, which the tests read too), handed to CSS as a custom property.
const fadeStyle = { '--bio-fade': `${BIO_FADE_MS}ms` } as CSSProperties

/** The author's full-screen bio (spec §2 News): a modal dialog that traps focus and closes on Escape. */
export function BioOverlay({ open, onOpenChange, authorName, avatarUrl, bioNode, words, returnFocusRef }: BioOverlayProps) {
  // The spec toggles a `dialog` class on the page body while the bio is open; the cleanup also covers unmount.
  useEffect(() => {
    if (!open) return
    document.body.classList.add('dialog')
    return () => document.body.classList.remove('dialog')
  }, [open])

  // Radix mounts the content anew on each opening, so this runs once per opening: start the bio at its top.
  const scrollPanelToTop = useCallback((panel: HTMLDivElement | null) => {
    if (panel) panel.scrollTop = 0
  }, [])

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} style={fadeStyle} />
        <Dialog.Content
          className={styles.content}
          style={fadeStyle}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // There is no single Dialog.Trigger (header and entry avatars all open it): focus the one used.
            const opener = returnFocusRef.current
            if (opener?.isConnected) {
              event.preventDefault()
              opener.focus()
            }
          }}
          onClick={(event) => {
            // The content covers the screen; a click on its empty margin counts as a click on the backdrop.
            if (event.target === event.currentTarget) onOpenChange(false)
          }}
        >
          <div className={styles.panel} ref={scrollPanelToTop} data-testid="bio-panel">
            <div className={styles.top}>
              <span className={styles.ring}>
                <DeskAvatar url={avatarUrl} name={authorName} size={88} />
              </span>
              <div className={styles.heading}>
                <p className={styles.kicker}>{words.author}</p>
                <Dialog.Title className={styles.name}>{authorName}</Dialog.Title>
              </div>
              <Dialog.Close className={styles.close} aria-label={words.close}>
                <CloseIcon size={22} />
              </Dialog.Close>
            </div>
            <div className={styles.bio}>{bioNode ?? <p>{words.noBio}</p>}</div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
