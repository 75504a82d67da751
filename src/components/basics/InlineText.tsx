import { Fragment } from 'react'

/** Guide text marks emphasis as **double asterisks** (the seed's inline markdown); show it as <strong>. */
export function InlineText({ text }: { text: string }) {
  // split() with a capture group puts the emphasised runs at the odd indexes.
  const parts = text.split(/\*\*(.+?)\*\*/g)
  return (
    <>
      {parts.map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>))}
    </>
  )
}
