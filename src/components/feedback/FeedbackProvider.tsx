'use client'

import dynamic from 'next/dynamic'
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

import type { FeedbackDialogProps, FeedbackMode } from './FeedbackDialog'

export type { FeedbackMode } from './FeedbackDialog'

// No page needs the dialog to paint: its code and its words load the first time a visitor opens it, side by side.
const FeedbackDialog = dynamic(
  () =>
    Promise.all([import('./FeedbackDialog'), import('./FeedbackWords')]).then(([{ FeedbackDialog: Dialog }, { FeedbackWords }]) =>
      function FeedbackDialogInWords(props: FeedbackDialogProps) {
        return (
          <FeedbackWords>
            <Dialog {...props} />
          </FeedbackWords>
        )
      },
    ),
  { ssr: false },
)

type FeedbackControls = {
  /**
   * `opener` is optional: by default the focused element is remembered, but Safari does not focus a clicked
   * button, so an onClick may pass `event.currentTarget` to get focus back there too.
   */
  open: (mode: FeedbackMode, opener?: HTMLElement | null) => void
}

const FeedbackContext = createContext<FeedbackControls | null>(null)

/**
 * One dialog for the whole site: the navigation lightbulb opens it as "feedback", the footer's Contact as
 * "contact". Must sit inside <ApiProvider>, which the dialog sends through.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<{ open: boolean; mode: FeedbackMode; opened: boolean }>({ open: false, mode: 'feedback', opened: false })
  const openerRef = useRef<HTMLElement | null>(null)

  const open = useCallback((mode: FeedbackMode, opener?: HTMLElement | null) => {
    // The button that was pressed; focus goes back to it when the dialog closes.
    const active = opener ?? document.activeElement
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null
    setDialog({ open: true, mode, opened: true })
  }, [])

  // Keeps the mode while closing, so the title does not switch during the exit animation.
  const handleOpenChange = useCallback((next: boolean) => setDialog((current) => ({ ...current, open: next })), [])

  const controls = useMemo<FeedbackControls>(() => ({ open }), [open])

  return (
    <FeedbackContext.Provider value={controls}>
      {children}
      {/* Once opened it stays mounted, so what the visitor typed survives closing it. */}
      {dialog.opened && (
        <FeedbackDialog
          open={dialog.open}
          mode={dialog.mode}
          onOpenChange={handleOpenChange}
          returnFocusRef={openerRef}
        />
      )}
    </FeedbackContext.Provider>
  )
}

export function useFeedback(): FeedbackControls {
  const controls = useContext(FeedbackContext)
  if (!controls) throw new Error('useFeedback() needs a <FeedbackProvider> above it.')
  return controls
}
