import Link from 'next/link'
import type { DefaultServerCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { sectionTitles } from '@/data/section-titles'
import { adminWords, type AdminText } from '@/i18n/admin-words'

/**
 * The marker list's "Map · section" column, drawn on the server with the section's title. Payload's own
 * relationship cell fetches titles in the browser after the list has painted, so every row first read
 * "<No Map · section>", then "Loading...".
 */
export async function MarkerSectionCell({ cellData, rowData, link, linkURL, payload, i18n, collectionConfig }: DefaultServerCellComponentProps) {
  const id = typeof cellData === 'object' && cellData ? Number((cellData as { id: unknown }).id) : Number(cellData)
  const title = Number.isFinite(id) ? (await sectionTitles(payload)).get(id) : undefined
  const label = adminWords('shared.fields.mapSection')
  const text = title ?? i18n.t('general:noLabel', { label: label[i18n.language as keyof AdminText] ?? label.en })
  if (!link) return <span>{text}</span>
  const href =
    linkURL ??
    formatAdminURL({
      adminRoute: payload.config.routes.admin,
      path: `/collections/${collectionConfig.slug}/${encodeURIComponent(String(rowData.id))}`,
    })
  return (
    <Link href={href} prefetch={false}>
      {text}
    </Link>
  )
}
