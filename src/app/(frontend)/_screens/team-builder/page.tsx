import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS } from '@/components/media/image-picks'
import { TeamBuilder } from '@/components/team-builder/TeamBuilder'
import { getTeamBuilderData } from '@/data/team-builder'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'TeamBuilder.meta' })
    // One cached page for every lineup: its own card is the empty builder. A shared lineup's card is on its share
  // address (/team-builder/share), which the copy button gives.
  return pageMetadata({
    title: t('title'),
    description: t('description'),
    path: '/team-builder',
    image: { url: '/team-builder/card', alt: t('title'), width: 1200, height: 630 },
  })
}

// Cached once, like the counter-pick helper, and expired with the reads it is built from: the lineup is read in
// the browser from the address (?team=...&vs=...&map=...), so one cached page serves every lineup.
export default async function TeamBuilderPage() {
  return (
    <PageImages show={[HERO_AVATARS]}>
      <TeamBuilder data={await getTeamBuilderData()} />
    </PageImages>
  )
}
