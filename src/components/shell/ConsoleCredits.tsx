'use client'

import { useEffect } from 'react'

import { nextTask } from '@/browser/post-task'

const SITE_NAME = 'Hero Shooter Fan Guide'

/** Once per page load, not per client-side navigation (and not twice under React's strict mode). */
let logged = false

/**
 * Spec §9: the console is cleared on start and a credits line is logged. Only production builds clear it, so
 * developers keep their own logs.
 */
export function ConsoleCredits() {
  useEffect(() => {
    if (logged) return
    logged = true
    // In a task of its own, not in hydration's effects: a console that developer tools (or Lighthouse) listen to
    // takes milliseconds to clear and write to.
    nextTask(() => {
      if (process.env.NODE_ENV === 'production') console.clear()
      console.info(
        `%c${SITE_NAME}%c a fan-made guide, not affiliated with the game's makers. Who made it: ${new URL('/about', window.location.origin).href}`,
        'font-weight:bold;color:#f2c230',
        'color:inherit',
      )
    })
  }, [])
  return null
}
