'use client'

import { useEffect } from 'react'

/** Static pages open at the top (spec), even when the visitor arrives from halfway down another page. */
export function ScrollToTop() {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [])
  return null
}
