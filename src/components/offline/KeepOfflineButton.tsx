import { getTranslations } from 'next-intl/server'

import type { Language } from '@/i18n/languages'
import { mediaAddressesIn } from '@/offline/guide-assets'

import { KeepOffline } from './KeepOffline'

type KeepOfflineButtonProps = {
  language: Language
  title: string
  /** The guide's data: every picture and clip in it is kept. */
  guide: unknown
  /** The guide's other addresses (a map guide's sections). */
  pages?: string[]
  /** Set where the button stands outside the guide's own column (the map guide's layout): it takes the page's margins. */
  framed?: boolean
}

/** "Keep offline" on a map or hero guide, with the words of the page's language (the button is a client part). */
export async function KeepOfflineButton({ language, title, guide, pages = [], framed = false }: KeepOfflineButtonProps) {
  const t = await getTranslations({ locale: language, namespace: 'Offline' })
  return (
    <KeepOffline
      language={language}
      title={title}
      pages={pages}
      framed={framed}
      assets={mediaAddressesIn(guide)}
      labels={{ keep: t('keep'), keeping: t('keeping'), kept: t.raw('kept') as string, failed: t('keepFailed'), unavailable: t('keepUnavailable') }}
    />
  )
}
