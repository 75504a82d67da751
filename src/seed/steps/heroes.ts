import { slugify } from '@/rules/slugs'

import { heroGuides } from '../content/heroes'
import { factHeroes, factTeamUps, seasonRange } from '../facts'
import * as images from '../images'
import { context, heroLookup, type HeroId, type Seeder } from '../seeder'

/** The roster from the facts, each hero with a generated avatar and background. */
export async function seedHeroes({ eachAtOnce, ensure, upload, log }: Seeder): Promise<HeroId> {
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
  return heroLookup(heroIds)
}

/** Team-up bonuses name the ability that carries them, "anchor-slug:team-up name" → ability id. */
export type BonusAbilities = Record<string, number>

/**
 * Each hero's guide: abilities, details (with the stats picture), how to win. Each part is written only when
 * the hero has none of it yet, so an editor's changes survive a second run.
 */
export async function seedHeroGuides(seeder: Seeder, hero: HeroId): Promise<BonusAbilities> {
  const { payload, exists, create, findOne, upload } = seeder
  const bonusAbility: BonusAbilities = {}
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
    // Looked up whether created now or before: the team-ups step may be the one that is missing.
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
  return bonusAbility
}

/** The team-ups from the facts: the anchor hero, the partners, and the ability that carries the bonus. */
export async function seedTeamUps({ ensure }: Seeder, hero: HeroId, bonusAbility: BonusAbilities) {
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
}
