import { GuideHeader } from '@/components/guide-header/GuideHeader'
import type { Hero } from '@/contract/types'

import { ROLE_LABELS } from './hero-helpers'

/** The guide's header with a spinner, shaped like the loaded one so nothing jumps when the guide arrives. */
export function HeroGuideLoading({ hero }: { hero: Hero }) {
  return (
    <GuideHeader
      title={hero.nickname}
      subtitle={ROLE_LABELS[hero.role]}
      subtitleHref={`/heroes?role=${hero.role}`}
      avatarSrc={`/heroes/avatars/${hero.slug}.webp`}
      back={{ href: '/heroes', label: 'All Heroes' }}
      loading
    />
  )
}
