import { InlineText } from './InlineText'

/** A textarea's text as paragraphs: editors separate them with a blank line. */
export function Paragraphs({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text) return null
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => (
      <p key={index} className={className}>
        <InlineText text={paragraph} />
      </p>
    ))
}
