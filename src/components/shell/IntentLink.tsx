'use client'

import { Link } from '@/i18n/navigation'
import { useState, type ComponentProps } from 'react'

/**
 * A link into the guide whose page is fetched ahead only once the visitor reaches for it: the pointer over it,
 * a finger on it, or keyboard focus. Next's own <Link> fetches the page of every link as soon as it scrolls
 * into view, which on a phone was 9 to 17 background requests per page view, each decoded on the main thread
 * while the page was still coming to life (issue 27). A touch starts the fetch before the tap lands, and a
 * pointer before the click, so the page is on its way before it is asked for.
 * `prefetch={false}` keeps a link from fetching ahead at all, as on <Link>.
 */
export function IntentLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [reached, setReached] = useState(false)
  // Each intent event marks the link reached (React skips the render once it is) and still reaches the caller's handler.
  const reaching =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setReached(true)
      handler?.(event)
    }
  return (
    <Link
      {...props}
      // null is <Link>'s own default: fetch the page ahead (the visitor has shown intent, so now rather than on view).
      prefetch={reached && prefetch !== false ? (prefetch ?? null) : false}
      onMouseEnter={reaching(onMouseEnter)}
      onTouchStart={reaching(onTouchStart)}
      onFocus={reaching(onFocus)}
    />
  )
}
