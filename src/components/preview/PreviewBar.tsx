import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { PREVIEW_EXIT_ROUTE } from '@/cms/preview'

import { LivePreviewRefresh } from './LivePreviewRefresh'
import styles from './PreviewBar.module.css'

/**
 * Shown only in draft mode: says that drafts are on screen and offers the way back to the published page,
 * so an editor never mistakes a preview for the live site. It also keeps the admin's preview frame fresh.
 */
export async function PreviewBar({ path }: { path: string }) {
  if (!(await draftMode()).isEnabled) return null
  const t = await getTranslations('Preview')
  return (
    <div className={styles.bar} role="status" data-testid="preview-bar">
      <span>{t('shown')}</span>
      <a href={`${PREVIEW_EXIT_ROUTE}?${new URLSearchParams({ path })}`}>{t('leave')}</a>
      <LivePreviewRefresh />
    </div>
  )
}
