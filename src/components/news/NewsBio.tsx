'use client'

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

import { BioOverlay, type NewsBioWords } from './BioOverlay'
import { DeskAvatar } from './DeskAvatar'
import styles from './NewsBio.module.css'

type NewsBioContextValue = {
  authorName: string
  avatarUrl: string | null
  words: NewsBioWords
  /** Opens the bio overlay; focus goes back to `opener` when it closes. */
  openBio: (opener: HTMLElement) => void
}

const NewsBioContext = createContext<NewsBioContextValue | null>(null)

/**
 * Owns the bio overlay's open state, so the header avatar and every entry avatar (spec: "clicking an entry image
 * opens the bio overlay") open the same overlay. `bioNode` is the bio already rendered on the server.
 */
export function NewsBioProvider({
  authorName,
  avatarUrl,
  bioNode,
  words,
  children,
}: {
  authorName: string
  avatarUrl: string | null
  bioNode: ReactNode
  words: NewsBioWords
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  // Several buttons open the overlay; Radix only knows a single Dialog.Trigger, so we remember which one did.
  const opener = useRef<HTMLElement | null>(null)
  const openBio = useCallback((from: HTMLElement) => {
    opener.current = from
    setOpen(true)
  }, [])
  const value = useMemo(() => ({ authorName, avatarUrl, words, openBio }), [authorName, avatarUrl, words, openBio])

  return (
    <NewsBioContext.Provider value={value}>
      {children}
      <BioOverlay
        open={open}
        onOpenChange={setOpen}
        authorName={authorName}
        avatarUrl={avatarUrl}
        bioNode={bioNode}
        words={words}
        returnFocusRef={opener}
      />
    </NewsBioContext.Provider>
  )
}

export function useNewsBio(): NewsBioContextValue {
  const value = useContext(NewsBioContext)
  if (!value) throw new Error('useNewsBio() needs a <NewsBioProvider> above it.')
  return value
}

/** The header's "About {author}" button: the author's avatar and name, opening the bio. */
export function AuthorAvatarButton() {
  const { authorName, avatarUrl, words, openBio } = useNewsBio()
  return (
    <button
      type="button"
      className={styles.authorButton}
      aria-label={words.about}
      aria-haspopup="dialog"
      data-testid="author-avatar"
      onClick={(event) => openBio(event.currentTarget)}
    >
      <span className={styles.ring}>
        <DeskAvatar url={avatarUrl} name={authorName} size={56} />
      </span>
      {/* The visible words match the accessible name, so voice control users can say what they see. */}
      <span className={styles.authorText}>{words.about}</span>
    </button>
  )
}
