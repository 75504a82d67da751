import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * false while the server renders and while React hydrates, true afterwards (and for anything rendered later).
 * For what only exists in the browser, and for controls that must not take input React would undo on hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
