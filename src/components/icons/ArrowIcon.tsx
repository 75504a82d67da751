/** An arrow for back and forward links, drawn rather than typed (see MenuIcon). Sits on the text's baseline. */
export function ArrowIcon({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg viewBox="0 0 16 16" width="0.9em" height="0.9em" aria-hidden="true" focusable="false" style={{ verticalAlign: '-0.05em' }}>
      <path
        d={direction === 'back' ? 'M13.5 8h-11M7 3.5 2.5 8 7 12.5' : 'M2.5 8h11M9 3.5 13.5 8 9 12.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
