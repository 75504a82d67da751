/**
 * Fills an empty guide: the public facts (roster, locations, maps, team-ups) and the guide's original
 * content, with generated images. Idempotent: everything is looked up by its natural key first, and what
 * exists is left alone, so a second run (or a run after editors changed things) does no harm.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pLimit from 'p-limit'
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { slugify } from '@/rules/slugs'

import { basics, characterProfile, news, newsDesk, pages, taglines } from './content/editorial'
import { heroGuides } from './content/heroes'
import { locationDescriptions } from './content/locations'
import { mapGuides, sectionNames } from './content/maps'
import { sectionCallouts } from './content/maps/callouts'
import { calloutGeometry } from './callout-shapes'
import { patchSeeds } from './content/patches'
import { tierListSeed } from './content/tier-list'
import type { MapGuideSeed } from './content/types'
import { factHeroes, factMaps, factTeamUps, mapType, SEASON_DATES, seasonRange } from './facts'
import * as images from './images'
import { makeRichText } from './rich-text'
import { toImageCoordinates } from '@/maps/coordinates'

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')

export const DEFAULT_ADMIN_EMAIL = 'admin@guide.local'
export const DEFAULT_ADMIN_PASSWORD = 'guide-admin-password'

export type SeedSummary = { created: Record<string, number> }

type Options = { log?: (line: string) => void; env?: Record<string, string | undefined> }

/** Seed writes skip revalidation: nothing is cached yet, and a run makes thousands of writes. */
// The search index is rebuilt once after the seed (src/seed/cli.ts), not once per document.
const context = { disableRevalidate: true, skipSearchIndex: true }

/** Image rendering dominates the seed; a few at a time keeps both cores busy without piling up memory. */
const CONCURRENCY = 3

export async function seed(payload: Payload, { log = () => {}, env = process.env }: Options = {}): Promise<SeedSummary> {
  const created: Record<string, number> = {}
  const richText = await makeRichText(payload.config)
  const limit = pLimit(CONCURRENCY)
  const eachAtOnce = <T,>(items: T[], work: (item: T, index: number) => Promise<void>) =>
    Promise.all(items.map((item, index) => limit(() => work(item, index))))

  const count = (collection: string) => (created[collection] = (created[collection] ?? 0) + 1)

  async function findOne<T extends CollectionSlug>(collection: T, where: Where) {
    const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, pagination: false })
    return docs[0]
  }

  async function exists(collection: CollectionSlug, where: Where) {
    const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
    return totalDocs > 0
  }

  async function create<T extends CollectionSlug>(collection: T, data: RequiredDataFromCollectionSlug<T>) {
    const doc = await payload.create({ collection, data, overrideAccess: true, context, depth: 0 })
    count(collection)
    return doc
  }

  /** find-or-create by a natural key; `make` runs only when the document is missing. */
  async function ensure<T extends CollectionSlug>(
    collection: T,
    where: Where,
    make: () => Promise<RequiredDataFromCollectionSlug<T>>,
  ) {
    return (await findOne(collection, where)) ?? (await create(collection, await make()))
  }

  async function upload(name: string, alt: string, data: Buffer | Promise<Buffer>, mimetype = 'image/webp') {
    const buffer = await data
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data: buffer, mimetype, name, size: buffer.length },
      overrideAccess: true,
      context,
      depth: 0,
    })
    count('media')
    return doc.id
  }

  const clip = (file: string, alt: string) =>
    upload(file, alt, fs.promises.readFile(path.join(assetsDir, file)), 'video/webm')

  // --- Staff -----------------------------------------------------------------------------------------
  const adminEmail = env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
  const adminPassword = env.ADMIN_PASSWORD ?? (env.NODE_ENV === 'production' ? undefined : DEFAULT_ADMIN_PASSWORD)
  if (!adminPassword) {
    log('No ADMIN_PASSWORD in production: skipping the admin account; create it at /admin.')
  } else if (!(await exists('users', {}))) {
    await create('users', { email: adminEmail, password: adminPassword, name: 'Site admin', role: 'admin' })
    log(`Admin account: ${adminEmail}`)
  }

  // --- Marker icons ----------------------------------------------------------------------------------
  const iconIds: Record<string, number> = {}
  for (const type of images.MARKER_ICON_TYPES) {
    const doc = await ensure('marker-icons', { slug: { equals: type.slug } }, async () => ({
      name: type.name,
      slug: type.slug,
      image: await upload(`marker-${type.slug}.webp`, `${type.name} marker icon`, images.markerIcon(type.slug)),
    }))
    iconIds[type.slug] = doc.id
  }

  // --- Heroes ----------------------------------------------------------------------------------------
  const heroIds: Record<string, number> = {}
  await eachAtOnce(factHeroes, async (fact) => {
    const slug = slugify(fact.name)
    const doc = await ensure('heroes', { slug: { equals: slug } }, async () => ({
      name: fact.name,
      nickname: fact.name,
      slug,
      role: fact.role,
      added: fact.added,
      avatar: await upload(`hero-${slug}-avatar.webp`, `${fact.name} avatar`, images.heroAvatar(fact.name, fact.role)),
      background: await upload(`hero-${slug}-background.webp`, `${fact.name} background`, images.heroBackground(fact.name, fact.role)),
    }))
    heroIds[slug] = doc.id
  })
  log(`Heroes: ${Object.keys(heroIds).length}`)
  const hero = (slug: string) => {
    const id = heroIds[slug]
    if (!id) throw new Error(`The seed refers to an unknown hero slug: ${slug}`)
    return id
  }

  // --- Locations, maps, sections ---------------------------------------------------------------------
  const locationIds: Record<string, number> = {}
  for (const name of [...new Set(factMaps.map((m) => m.location))]) {
    const slug = slugify(name)
    const doc = await ensure('locations', { slug: { equals: slug } }, async () => ({
      name,
      slug,
      description: locationDescriptions[name] ?? `${name} is one of the game's locations.`,
      heroImage: await upload(`location-${slug}.webp`, `${name} skyline`, images.locationHero(name)),
    }))
    locationIds[name] = doc.id
  }

  const guideByMap = new Map<string, MapGuideSeed>(mapGuides.map((guide) => [guide.map, guide]))
  const mapIds: Record<string, number> = {}
  const sectionIds: Record<string, number[]> = {}
  await eachAtOnce(factMaps, async (fact) => {
    const slug = slugify(fact.map)
    const type = mapType(fact.mode)
    const doc = await ensure('maps', { slug: { equals: slug } }, async () => ({
      name: fact.map,
      slug,
      type,
      description: guideByMap.get(slug)?.description,
      location: locationIds[fact.location],
      added: fact.added,
      releaseDate: `${SEASON_DATES[fact.added] ?? SEASON_DATES.launch}T12:00:00.000Z`,
      heroImage: await upload(`map-${slug}.webp`, `${fact.map} plan`, images.mapHero(fact.map, type, sectionNames[slug]?.[0])),
    }))
    mapIds[slug] = doc.id
    // Maps seeded before they had an `added` season get it from the facts.
    if (!doc.added) await payload.update({ collection: 'maps', id: doc.id, data: { added: fact.added }, overrideAccess: true, context, depth: 0 })

    const names = sectionNames[slug]
    if (!names?.length) throw new Error(`No section names for map ${slug}`)
    const ids: number[] = []
    for (const [index, name] of names.entries()) {
      const sectionSlug = slugify(name)
      const section = await ensure(
        'map-sections',
        { and: [{ map: { equals: doc.id } }, { slug: { equals: sectionSlug } }] },
        async () => ({
          name,
          slug: sectionSlug,
          map: doc.id,
          order: index + 1,
          mapImage: await upload(
            `section-${slug}-${sectionSlug}.webp`,
            `Top-down plan of ${fact.map}, ${name}`,
            images.sectionSchematic(fact.map, name, type),
          ),
        }),
      )
      ids.push(section.id)
    }
    sectionIds[slug] = ids
  })
  log(`Maps: ${Object.keys(mapIds).length}, sections: ${Object.values(sectionIds).flat().length}`)

  // --- Map guides ------------------------------------------------------------------------------------
  const clips = {
    collapse: () => clip('transformation-collapse.webm', 'A wall collapsing into rubble'),
    rise: () => clip('transformation-rise.webm', 'A platform rising from the floor'),
    shift: () => clip('transformation-shift.webm', 'A bridge swinging into a new position'),
  }
  // Promises, not ids: sections run side by side and must share one upload of each clip.
  const clipUploads: Partial<Record<keyof typeof clips, Promise<number>>> = {}
  const clipFor = (index: number) => {
    const key = (['collapse', 'rise', 'shift'] as const)[index % 3]
    return (clipUploads[key] ??= clips[key]())
  }
  let transformationIndex = 0

  for (const guide of mapGuides) {
    const mapId = mapIds[guide.map]
    if (!mapId) throw new Error(`A map guide names an unknown map: ${guide.map}`)
    if (!(await exists('map-heroes', { map: { equals: mapId } }))) {
      for (const entry of guide.heroes) {
        await create('map-heroes', { map: mapId, hero: hero(entry.hero), side: entry.side, reason: entry.reason })
      }
    }
    const mapName = factMaps.find((fact) => slugify(fact.map) === guide.map)?.map ?? guide.map
    await eachAtOnce(guide.sections, async (section, index) => {
      const sectionId = sectionIds[guide.map][index]
      const label = `${guide.map}-${slugify(section.name)}`
      const onSection = { section: { equals: sectionId } }

      if (!(await exists('map-markers', onSection))) {
        const pool: Promise<number>[] = []
        const image = (n: number) =>
          (pool[n % 4] ??= upload(`view-${label}-${n % 4}.webp`, `View from ${section.name}`, images.viewpoint(`${label}:${n % 4}`)))
        for (const [m, marker] of section.markers.entries()) {
          const { lat, lng } = toImageCoordinates(marker.x, marker.y)
          await create('map-markers', {
            section: sectionId,
            lat,
            lng,
            icon: iconIds[marker.icon] ?? iconIds['objective'],
            description: marker.description,
            image1: marker.images >= 1 ? await image(m) : undefined,
            image2: marker.images >= 2 ? await image(m + 1) : undefined,
          })
        }
      }
      if (!(await exists('map-callouts', onSection))) {
        // Outlines traced from the shapes the section's plan draws (./callout-shapes.ts); labels of polygons are computed.
        const layout = images.sectionLayout(mapName, section.name)
        for (const callout of sectionCallouts[guide.map]?.[section.name] ?? []) {
          const { polygon, label } = calloutGeometry(layout, callout.shape)
          await create('map-callouts', {
            section: sectionId,
            name: callout.name,
            slug: slugify(callout.name),
            aliases: callout.aliases ?? [],
            description: callout.description,
            polygon,
            labelLat: label?.[0],
            labelLng: label?.[1],
          })
        }
      }
      if (!(await exists('power-positions', onSection))) {
        await create('power-positions', {
          section: sectionId,
          ...section.powerPosition,
          image: await upload(`hotspot-${label}.webp`, `Hot spot of ${section.name}`, images.viewpoint(`hot:${label}`, '#3fc6e8')),
        })
      }
      if (!(await exists('breakouts', onSection))) {
        await create('breakouts', {
          section: sectionId,
          defDescription: section.breakout.defDescription,
          atkDescription: section.breakout.atkDescription,
          defImage: await upload(`breakout-def-${label}.webp`, `Defender breakout, ${section.name}`, images.viewpoint(`def:${label}`, '#6cb4ff', 'def')),
          atkImage: await upload(`breakout-atk-${label}.webp`, `Attacker breakout, ${section.name}`, images.viewpoint(`atk:${label}`, '#ff7a6b', 'atk')),
        })
      }
      if (!(await exists('transformations', onSection))) {
        for (const transformation of section.transformations) {
          await create('transformations', { section: sectionId, description: transformation.description, video: await clipFor(transformationIndex++) })
        }
      }
      if (!(await exists('utility-placements', onSection))) {
        // One sketch per utility hero, side and section: attackers and defenders never share a picture.
        const sketches: Record<string, Promise<number>> = {}
        for (const placement of section.utilityPlacements) {
          const heroName = factHeroes.find((h) => slugify(h.name) === placement.hero)?.name ?? placement.hero
          const side = placement.side === 'atk' ? 'attacking' : placement.side === 'def' ? 'defending' : 'either side'
          const image = (sketches[`${placement.hero}:${placement.side}`] ??= upload(
            `utility-${label}-${placement.hero}-${placement.side}.webp`,
            `${heroName} utility, ${side}, ${section.name}`,
            images.viewpoint(`util:${label}:${placement.hero}:${placement.side}`, '#5fd49a', placement.side === 'both' ? 'view' : placement.side),
          ))
          await create('utility-placements', {
            section: sectionId,
            hero: hero(placement.hero),
            side: placement.side,
            description: placement.description,
            image: await image,
          })
        }
      }
    })
  }
  log(`Map guides: ${mapGuides.length}`)

  // --- Hero guides -----------------------------------------------------------------------------------
  const bonusAbility: Record<string, number> = {}
  for (const guide of heroGuides) {
    const heroId = hero(guide.hero)
    const onHero = { hero: { equals: heroId } }
    if (!(await exists('hero-abilities', onHero))) {
      // An ability's variant must be one of the hero's own (src/collections/HeroAbilities/hooks.ts).
      const variants = [...new Set(guide.abilities.map((ability) => ability.variant))]
      await payload.update({ collection: 'heroes', id: heroId, data: { variants }, overrideAccess: true, context })
      for (const [order, ability] of guide.abilities.entries()) {
        await create('hero-abilities', {
          hero: heroId,
          name: ability.name,
          slug: slugify(ability.name),
          variant: ability.variant,
          type: ability.type,
          button: ability.button,
          description: ability.description,
          properties: Object.entries(ability.properties).map(([name, value]) => ({ name, value })),
          order,
        })
      }
    }
    for (const [teamUp, abilityName] of Object.entries(guide.teamUpBonuses)) {
      const ability = await findOne('hero-abilities', { and: [onHero, { slug: { equals: slugify(abilityName) } }] })
      if (ability) bonusAbility[`${guide.hero}:${teamUp}`] = ability.id
    }
    if (!(await exists('hero-details', onHero))) {
      const { details } = guide
      const factHero = factHeroes.find((h) => slugify(h.name) === guide.hero)!
      const statsImage = await upload(`hero-${guide.hero}-stats.webp`, `${factHero.name} stats`, images.heroStatsImage(factHero.name, factHero.role, details.stats))
      await payload.update({ collection: 'heroes', id: heroId, data: { statsImage }, overrideAccess: true, context })
      await create('hero-details', {
        hero: heroId,
        primaryJob: details.primaryJob,
        secondaryJob: details.secondaryJob,
        healing: details.healing,
        healingPriority: details.healingPriority,
        notes: details.notes,
        counters: details.counters.map(hero),
        counteredBy: details.counteredBy.map(hero),
        synergies: details.synergies.map(hero),
        stats: details.stats,
      })
    }
    if (!(await exists('how-to-win', onHero))) {
      for (const [order, entry] of guide.howToWin.entries()) {
        await create('how-to-win', { hero: heroId, side: entry.side, type: entry.type, text: entry.text, order })
      }
    }
  }

  for (const fact of factTeamUps) {
    const slug = slugify(fact.name)
    const anchor = slugify(fact.anchor)
    const { start, end } = seasonRange(fact.seasons)
    await ensure('team-ups', { slug: { equals: slug } }, async () => ({
      name: fact.name,
      slug,
      hero: hero(anchor),
      teammates: fact.partners.map((partner) => hero(slugify(partner))),
      bonus: bonusAbility[`${anchor}:${fact.name}`],
      seasonStart: start,
      seasonEnd: end,
    }))
  }
  log(`Hero guides: ${heroGuides.length}, team-ups: ${factTeamUps.length}`)

  // --- Patches ---------------------------------------------------------------------------------------
  const seeds = patchSeeds()
  const newest = seeds.at(-1)!
  let newestPatchCreated = false
  let newestPatchId = 0
  for (const patch of seeds) {
    const found = await findOne('patches', { version: { equals: patch.version } })
    const doc =
      found ??
      (await create('patches', {
        version: patch.version,
        title: patch.title,
        releasedAt: patch.releasedAt,
        notes: richText(patch.notes),
        changes: patch.changes.map((change) => ({
          hero: change.hero ? hero(change.hero) : undefined,
          map: change.map ? mapIds[change.map] : undefined,
          kind: change.kind,
          summary: change.summary,
        })),
        _status: 'published' as const,
      }))
    if (patch === newest) {
      newestPatchCreated = !found
      newestPatchId = doc.id
    }
  }
  // The seeded guides are checked on the newest seeded patch, so a fresh guide shows none as outdated. Only
  // when this run created that patch: a check an editor recorded later is never overwritten.
  if (newestPatchCreated) {
    const unchecked = { verifiedOn: { exists: false } }
    for (const collection of ['heroes', 'maps'] as const) {
      const { docs } = await payload.find({ collection, where: unchecked, depth: 0, pagination: false, overrideAccess: true, select: { slug: true } })
      await eachAtOnce(docs, async ({ id }) => {
        await payload.update({ collection, id, data: { verifiedOn: newestPatchId }, overrideAccess: true, context, depth: 0 })
      })
    }
  }
  log(`Patches: ${seeds.length}, the newest ${newest.version}`)

  // --- Tier list -------------------------------------------------------------------------------------
  // One list, for the newest seeded patch: the heroes with a full guide placed, the rest unranked.
  const tierList = tierListSeed()
  const tierPatch = await findOne('patches', { version: { equals: tierList.patch } })
  if (tierPatch) {
    await ensure('tier-lists', { patch: { equals: tierPatch.id } }, async () => ({
      patch: tierPatch.id,
      entries: tierList.entries.map((entry) => ({ hero: hero(entry.hero), tier: entry.tier, reason: entry.reason })),
      _status: 'published' as const,
    }))
  }
  log(`Tier list: ${tierList.patch}, ${tierList.entries.length} heroes placed`)

  // --- Editorial -------------------------------------------------------------------------------------
  for (const entry of news) {
    await ensure('news', { title: { equals: entry.title } }, async () => ({
      title: entry.title,
      body: richText(entry.body),
      publishedAt: entry.publishedAt,
      _status: 'published' as const,
    }))
  }
  for (const page of pages) {
    await ensure('pages', { slug: { equals: page.slug } }, async () => ({
      title: page.title,
      slug: page.slug,
      lastUpdated: `${page.lastUpdated}T12:00:00.000Z`,
      body: richText(page.body),
    }))
  }
  await ensure('pages', { slug: { equals: characterProfile.slug } }, async () => ({
    title: characterProfile.title,
    slug: characterProfile.slug,
    lastUpdated: `${characterProfile.lastUpdated}T12:00:00.000Z`,
    socialHandle: characterProfile.socialHandle,
    socialUrl: characterProfile.socialUrl,
    portrait: await upload(`profile-${characterProfile.slug}.webp`, `Portrait of ${characterProfile.title}`, images.portrait(characterProfile.title)),
    body: richText(characterProfile.body),
  }))

  const home = await payload.findGlobal({ slug: 'home', depth: 0, overrideAccess: true })
  if (!home.taglines?.length) {
    await payload.updateGlobal({
      slug: 'home',
      data: {
        taglines: taglines.map((tagline) => ({ text: tagline.text, hero: hero(tagline.hero) })),
        backgroundVideo: await clip('home-background.webm', 'Drifting colours behind the home page'),
      },
      overrideAccess: true,
      context,
    })
    count('home')
  }

  const basicsDoc = await payload.findGlobal({ slug: 'basics', depth: 0, overrideAccess: true })
  if (!basicsDoc.quickstart?.overview) {
    const q = basics.quickstart
    await payload.updateGlobal({
      slug: 'basics',
      data: {
        quickstart: {
          ...q,
          howToWin: q.howToWin.map((text) => ({ text })),
          howToLose: q.howToLose.map((text) => ({ text })),
        },
        modes: basics.modes.map((mode) => ({
          ...mode,
          recommendedDefenders: mode.recommendedDefenders.map(hero),
          recommendedAttackers: mode.recommendedAttackers.map(hero),
        })),
        roles: await Promise.all(
          basics.roles.map(async (role) => ({
            role: role.role,
            overview: role.overview,
            banner: await upload(`basics-${role.role}.webp`, `${role.role} banner`, images.heroBackground(role.role, role.role)),
            subtypes: role.subtypes.map((subtype) => ({
              name: subtype.name,
              paragraph: subtype.paragraph,
              exampleHeroes: subtype.exampleHeroes.map(hero),
              traits: subtype.traits.map((text) => ({ text })),
            })),
          })),
        ),
      },
      overrideAccess: true,
      context,
    })
    count('basics')
  }

  const desk = await payload.findGlobal({ slug: 'news-desk', depth: 0, overrideAccess: true })
  if (!desk.authorName) {
    await payload.updateGlobal({
      slug: 'news-desk',
      data: {
        authorName: newsDesk.authorName,
        bio: richText(newsDesk.bio),
        avatar: await upload('news-desk-avatar.webp', `${newsDesk.authorName}, the news author`, images.heroAvatar(newsDesk.authorName, 'strategist')),
      },
      overrideAccess: true,
      context,
    })
    count('news-desk')
  }

  return { created }
}

/** True when the guide has no content yet: what `npm start` checks before seeding. */
export async function isEmpty(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'heroes', overrideAccess: true })
  return totalDocs === 0
}
