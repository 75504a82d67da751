import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS } from '@/components/media/image-picks'
import { CounterPicker } from '@/components/counters/CounterPicker'
import { getCounterPickData } from '@/data/counter-picks'
import type { Language } from '@/i18n/languages'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return { title: t('counters'), description: t('countersDescription') }
}

// Cached like the roster and expired with the reads it is built from. The lineup is read in the browser
// (?enemy=...&team=...), so one cached page serves every lineup; rendering it per request made it the slowest
// page under load (issue "Nothing breaks and nothing flakes", 4).
export default async function CounterPicksPage() {
  return (
    <PageImages show={[HERO_AVATARS]}>
      <CounterPicker data={await getCounterPickData()} />
    </PageImages>
  )
}
