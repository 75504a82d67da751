/** An Atom 1.0 document (RFC 4287) from plain entries; every text is escaped here. */

export type AtomEntry = {
  id: string
  title: string
  url: string
  updated: string
  published: string
  summary: string
  /** HTML, sent escaped as `type="html"` content. */
  html: string
  author: string | null
  category: string
  /** An entry in another language than its feed's (`xml:lang`): a text with no translation yet is English. */
  language?: string
}

export type AtomFeed = {
  id: string
  /** The feed's language as `xml:lang` (RFC 4287 §2); none says nothing, as the English feed always did. */
  language?: string
  title: string
  subtitle: string
  selfUrl: string
  siteUrl: string
  author: string
  entries: AtomEntry[]
}

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 cannot carry at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

export function atomXml(feed: AtomFeed): string {
  const updated = feed.entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), '1970-01-01T00:00:00.000Z')
  const entries = feed.entries.map(
    (entry) => `  <entry${entry.language ? ` xml:lang="${escapeXml(entry.language)}"` : ''}>
    <id>${escapeXml(entry.id)}</id>
    <title>${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>
    <published>${entry.published}</published>
    <updated>${entry.updated}</updated>${entry.author ? `\n    <author><name>${escapeXml(entry.author)}</name></author>` : ''}
    <category term="${escapeXml(entry.category)}"/>
    <summary>${escapeXml(entry.summary)}</summary>
    <content type="html">${escapeXml(entry.html)}</content>
  </entry>`,
  )
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"${feed.language ? ` xml:lang="${escapeXml(feed.language)}"` : ''}>
  <id>${escapeXml(feed.id)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.siteUrl)}"/>
  <updated>${updated}</updated>
  <author><name>${escapeXml(feed.author)}</name></author>
${entries.join('\n')}
</feed>
`
}
