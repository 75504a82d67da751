import { useTranslations } from 'next-intl'

import { WayInLink } from '@/components/shell/WayInLink'

/** The way into the team builder: from the counter-pick helper, or from a hero guide with that hero already in our team. */
export function TeamBuilderLink({ hero }: { hero?: { slug: string; nickname: string } }) {
  const t = useTranslations('TeamBuilder.link')
  return (
    <WayInLink
      href={hero ? `/team-builder?team=${hero.slug}` : '/team-builder'}
      icon="⛨"
      label={hero ? t('hero', { name: hero.nickname }) : t('counters')}
      testId="team-builder-link"
    />
  )
}
