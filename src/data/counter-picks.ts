import type { HeroRole } from '@/contract/types'
import type { CounterData } from '@/rules/counter-pick-ranking'
import { getGuidePayload } from '@/cms/payload'
import type { Hero as HeroDoc } from '@/payload-types'

import { cachedRead } from '@/cache/cached-read'
import { readOptions } from '@/cms/draft'

/** A hero as the counter-pick helper shows it. */
export type CounterPickHero = { slug: string; nickname: string; role: HeroRole }

export type CounterPickData = CounterData & { roster: CounterPickHero[] }

const idOf = (ref: number | HeroDoc) => (typeof ref === 'object' ? ref.id : ref)

/** Every hero's counters, countered-by and synergies lists and every team-up, as slugs: what the helper ranks from. */
export const getCounterPickData = cachedRead(
  'counter-picks',
  ['heroes', 'hero-details', 'team-ups'],
  async (): Promise<CounterPickData> => {
    const payload = await getGuidePayload()
    const read = { depth: 0, pagination: false, ...readOptions() } as const
    const [heroes, details, teamUps] = await Promise.all([
      payload.find({ collection: 'heroes', sort: ['nickname', 'id'], ...read }),
      payload.find({ collection: 'hero-details', ...read }),
      payload.find({ collection: 'team-ups', ...read }),
    ])
    const slugById = new Map(heroes.docs.filter((hero) => hero.slug).map((hero) => [hero.id, hero.slug as string]))
    // Heroes hidden from this reader (drafts) drop out of every list.
    const slugs = (refs: (number | HeroDoc)[] | null | undefined) =>
      (refs ?? []).map((ref) => slugById.get(idOf(ref))).filter((slug): slug is string => Boolean(slug))
    const detailsByHero = new Map(details.docs.map((doc) => [idOf(doc.hero), doc]))

    const roster = heroes.docs.filter((hero) => hero.slug).map((hero) => ({ slug: hero.slug as string, nickname: hero.nickname, role: hero.role }))
    return {
      roster,
      heroes: heroes.docs
        .filter((hero) => hero.slug)
        .map((hero) => {
          const doc = detailsByHero.get(hero.id)
          const lists = { counters: slugs(doc?.counters), counteredBy: slugs(doc?.counteredBy), synergies: slugs(doc?.synergies) }
          const hasGuide = lists.counters.length + lists.counteredBy.length + lists.synergies.length > 0
          return { slug: hero.slug as string, nickname: hero.nickname, hasGuide, ...lists }
        }),
      teamUps: teamUps.docs.map((doc) => [...new Set(slugs([doc.hero, ...doc.teammates]))]).filter((members) => members.length > 1),
    }
  },
)
