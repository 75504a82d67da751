import type { Hero as HeroDoc, Map as MapDoc } from '@/payload-types'
import { getGuidePayload } from '@/cms/payload'
import type { LineupSection, TeamBuilderData } from '@/rules/team-lineup'

import { cachedRead } from '@/cache/cached-read'
import { readOptions } from '@/cms/draft'

const idOf = (ref: number | { id: number }) => (typeof ref === 'object' ? ref.id : ref)

/**
 * Everything the team builder reads, for every lineup at once: the roster, each hero's counters and countered-by
 * lists, the team-ups in play (no last season), and every map section with the heroes its map guide recommends.
 * One cached read: the page and GET /api/team-builder serve every lineup from it.
 */
export const getTeamBuilderData = cachedRead(
  'team-builder',
  ['heroes', 'hero-details', 'team-ups', 'locations', 'maps', 'map-sections', 'map-heroes'],
  async (): Promise<TeamBuilderData> => {
    const payload = await getGuidePayload()
    const read = { depth: 0, pagination: false, ...readOptions() } as const
    const [heroes, details, teamUps, locations, maps, sections, mapHeroes] = await Promise.all([
      payload.find({ collection: 'heroes', sort: ['nickname', 'id'], joins: false, ...read }),
      payload.find({ collection: 'hero-details', ...read }),
      payload.find({ collection: 'team-ups', sort: ['name', 'id'], ...read }),
      payload.find({ collection: 'locations', ...read }),
      payload.find({ collection: 'maps', sort: ['name', 'id'], joins: false, ...read }),
      payload.find({ collection: 'map-sections', sort: ['order', 'id'], joins: false, ...read }),
      payload.find({ collection: 'map-heroes', sort: 'id', ...read }),
    ])
    const slugById = new Map(heroes.docs.flatMap((hero) => (hero.slug ? [[hero.id, hero.slug]] : [])))
    // Heroes hidden from this reader (drafts) drop out of every list.
    const slugs = (refs: (number | HeroDoc)[] | null | undefined) =>
      (refs ?? []).map((ref) => slugById.get(idOf(ref))).filter((slug): slug is string => Boolean(slug))
    const locationSlug = new Map(locations.docs.map((doc) => [doc.id, doc.slug ?? '']))
    const mapById = new Map<number, MapDoc>(maps.docs.filter((doc) => doc.slug).map((doc) => [doc.id, doc]))

    const recommendedByMap = new Map<number, LineupSection['recommended']>()
    for (const row of mapHeroes.docs) {
      const hero = slugById.get(idOf(row.hero))
      if (!hero) continue
      const list = recommendedByMap.get(idOf(row.map)) ?? []
      if (!list.some((entry) => entry.hero === hero && entry.side === row.side)) list.push({ hero, side: row.side })
      recommendedByMap.set(idOf(row.map), list)
    }

    return {
      roster: heroes.docs.flatMap((hero) => (hero.slug ? [{ slug: hero.slug, nickname: hero.nickname, role: hero.role }] : [])),
      matchups: details.docs.flatMap((doc) => {
        const slug = slugById.get(idOf(doc.hero))
        return slug ? [{ slug, counters: slugs(doc.counters), counteredBy: slugs(doc.counteredBy) }] : []
      }),
      teamUps: teamUps.docs.flatMap((doc) => {
        const members = [...new Set(slugs([doc.hero, ...doc.teammates]))]
        // A team-up whose last season is set is retired: no lineup activates it now.
        return doc.slug && !doc.seasonEnd && members.length > 1 ? [{ slug: doc.slug, name: doc.name, anchor: members[0], members }] : []
      }),
      sections: sections.docs.flatMap((doc) => {
        const map = mapById.get(idOf(doc.map))
        const location = map ? locationSlug.get(idOf(map.location)) : undefined
        if (!map?.slug || !location || !doc.slug) return []
        return [
          {
            key: `${map.slug}.${doc.slug}`,
            name: doc.name,
            map: map.slug,
            mapName: map.name,
            location,
            section: doc.slug,
            recommended: recommendedByMap.get(map.id) ?? [],
          },
        ]
      })
      // Grouped by map, A to Z (the sort keeps play order within a map).
      .sort((a, b) => a.mapName.localeCompare(b.mapName, 'en')),
    }
  },
)
