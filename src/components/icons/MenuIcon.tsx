/**
 * Three bars, drawn rather than typed: the ☰ character is in few text faces, so a browser looked for a fallback
 * face during the page's first layout, and every platform drew it differently.
 */
export function MenuIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M2 4h12M2 8h12M2 12h12" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}
