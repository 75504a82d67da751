'use client'

import { useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useEffect, useState } from 'react'

import styles from './MarkerList.module.css'

type Icon = { id: number; name: string; image?: { url?: string | null; thumbnailURL?: string | null } | number | null }

// One request for the whole list: a handful of icon types serve every row.
let iconsOnce: Promise<Map<number, Icon>> | undefined
function loadIcons(api: string): Promise<Map<number, Icon>> {
  iconsOnce ??= fetch(`${api}/marker-icons?depth=1&limit=0&select[name]=true&select[image]=true`, { credentials: 'include' })
    .then((answer) => (answer.ok ? answer.json() : { docs: [] }))
    .then((body: { docs: Icon[] }) => new Map(body.docs.map((icon) => [icon.id, icon])))
    .catch(() => {
      iconsOnce = undefined
      return new Map<number, Icon>()
    })
  return iconsOnce
}

/** The marker list's icon column: the icon's picture beside its name. */
export function MarkerIconCell({ cellData }: DefaultCellComponentProps) {
  const { config } = useConfig()
  const id = typeof cellData === 'object' && cellData ? (cellData as { id: number }).id : Number(cellData)
  const [icon, setIcon] = useState<Icon>()
  useEffect(() => {
    let live = true
    void loadIcons(`${config.serverURL}${config.routes.api}`).then((icons) => live && setIcon(icons.get(id)))
    return () => {
      live = false
    }
  }, [config.serverURL, config.routes.api, id])
  if (!icon) return <span className={styles.icon}>{Number.isFinite(id) ? '…' : ''}</span>
  const image = typeof icon.image === 'object' && icon.image ? (icon.image.thumbnailURL ?? icon.image.url) : undefined
  return (
    <span className={styles.icon} data-testid="marker-icon-cell">
      {/* eslint-disable-next-line @next/next/no-img-element -- a CMS upload in the admin's own list */}
      {image && <img src={image} alt="" width={28} height={28} />}
      <span>{icon.name}</span>
    </span>
  )
}
