/**
 * Fills an empty guide: the public facts (roster, locations, maps, team-ups) and the guide's original
 * content, with generated images. Idempotent: everything is looked up by its natural key first, and what
 * exists is left alone, so a second run (or a run after editors changed things) does no harm.
 *
 * Each step fills one part of the guide (./steps/) and hands on the ids the later steps point at.
 */
import type { Payload } from 'payload'

import { heroGuides } from './content/heroes'
import { factTeamUps } from './facts'
import { makeSeeder } from './seeder'
import { seedBasics, seedCharacterProfile, seedHome, seedNews, seedNewsDesk, seedPages } from './steps/editorial'
import { seedHeroes, seedHeroGuides, seedTeamUps } from './steps/heroes'
import { seedMapGuides } from './steps/map-guides'
import { seedLocations, seedMaps, seedMarkerIcons } from './steps/maps'
import { seedPatches, seedTierList } from './steps/patches'
import { seedStaff } from './steps/staff'
import { seedTranslations } from './steps/translations'

export { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from './steps/staff'

export type SeedSummary = { created: Record<string, number> }

type Options = { log?: (line: string) => void; env?: Record<string, string | undefined> }

// The order is part of the result: ids follow the order of creation, and tests and e2e address some by id.
export async function seed(payload: Payload, { log = () => {}, env = process.env }: Options = {}): Promise<SeedSummary> {
  const seeder = await makeSeeder(payload, log)

  await seedStaff(seeder, env)
  const iconIds = await seedMarkerIcons(seeder)
  const hero = await seedHeroes(seeder)
  const locationIds = await seedLocations(seeder)
  const maps = await seedMaps(seeder, locationIds)
  await seedMapGuides(seeder, maps, iconIds, hero)

  const bonusAbilities = await seedHeroGuides(seeder, hero)
  await seedTeamUps(seeder, hero, bonusAbilities)
  log(`Hero guides: ${heroGuides.length}, team-ups: ${factTeamUps.length}`)

  await seedPatches(seeder, hero, maps)
  await seedTierList(seeder, hero)

  await seedNews(seeder)
  await seedPages(seeder)
  await seedCharacterProfile(seeder)
  await seedHome(seeder, hero)
  await seedBasics(seeder, hero)
  await seedNewsDesk(seeder)
  await seedTranslations(seeder)

  return { created: seeder.created }
}

/** True when the guide has no content yet: what `npm start` checks before seeding. */
export async function isEmpty(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'heroes', overrideAccess: true })
  return totalDocs === 0
}
