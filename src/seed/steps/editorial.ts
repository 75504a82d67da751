/**
 * The guide's own writing: news, pages, the character profile, and the three globals (home, basics, news
 * desk). A global is filled only while its telltale field is empty, so an editor's version is never replaced.
 */
import { basics, characterProfile, news, newsDesk, pages, taglines } from '../content/editorial'
import type { BasicsSeed } from '../content/types'
import * as images from '../images'
import { context, type HeroId, type Seeder } from '../seeder'

export async function seedNews({ ensure, richText }: Seeder) {
  for (const entry of news) {
    await ensure('news', { title: { equals: entry.title } }, async () => ({
      title: entry.title,
      body: richText(entry.body),
      publishedAt: entry.publishedAt,
      _status: 'published' as const,
    }))
  }
}

export async function seedPages({ ensure, richText }: Seeder) {
  for (const page of pages) {
    await ensure('pages', { slug: { equals: page.slug } }, async () => ({
      title: page.title,
      slug: page.slug,
      lastUpdated: `${page.lastUpdated}T12:00:00.000Z`,
      body: richText(page.body),
    }))
  }
}

/** A page like the others, with a portrait and a social link besides. */
export async function seedCharacterProfile({ ensure, upload, richText }: Seeder) {
  await ensure('pages', { slug: { equals: characterProfile.slug } }, async () => ({
    title: characterProfile.title,
    slug: characterProfile.slug,
    lastUpdated: `${characterProfile.lastUpdated}T12:00:00.000Z`,
    socialHandle: characterProfile.socialHandle,
    socialUrl: characterProfile.socialUrl,
    portrait: await upload(`profile-${characterProfile.slug}.webp`, `Portrait of ${characterProfile.title}`, images.portrait(characterProfile.title)),
    body: richText(characterProfile.body),
  }))
}

/** The home page's taglines and background video. */
export async function seedHome({ payload, clip, count }: Seeder, hero: HeroId) {
  const home = await payload.findGlobal({ slug: 'home', depth: 0, overrideAccess: true })
  if (home.taglines?.length) return
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

/** The basics page's words in the shape the global stores them (heroes still named by slug), in any language. */
export function basicsData(seed: BasicsSeed) {
  const q = seed.quickstart
  return {
    quickstart: {
      ...q,
      howToWin: q.howToWin.map((text) => ({ text })),
      howToLose: q.howToLose.map((text) => ({ text })),
    },
    modes: seed.modes.map((mode) => ({ ...mode })),
    roles: seed.roles.map((role) => ({
      role: role.role,
      overview: role.overview,
      subtypes: role.subtypes.map((subtype) => ({
        name: subtype.name,
        paragraph: subtype.paragraph,
        traits: subtype.traits.map((text) => ({ text })),
      })),
    })),
  }
}

/** The basics page: the quickstart, the modes with their recommended heroes, the roles with a banner each. */
export async function seedBasics({ payload, upload, count }: Seeder, hero: HeroId) {
  const basicsDoc = await payload.findGlobal({ slug: 'basics', depth: 0, overrideAccess: true })
  if (basicsDoc.quickstart?.overview) return
  const words = basicsData(basics)
  await payload.updateGlobal({
    slug: 'basics',
    data: {
      quickstart: words.quickstart,
      modes: basics.modes.map((mode, index) => ({
        ...words.modes[index],
        recommendedDefenders: mode.recommendedDefenders.map(hero),
        recommendedAttackers: mode.recommendedAttackers.map(hero),
      })),
      roles: await Promise.all(
        basics.roles.map(async (role, index) => ({
          ...words.roles[index],
          banner: await upload(`basics-${role.role}.webp`, `${role.role} banner`, images.heroBackground(role.role, role.role)),
          subtypes: role.subtypes.map((subtype, at) => ({
            ...words.roles[index].subtypes[at],
            exampleHeroes: subtype.exampleHeroes.map(hero),
          })),
        })),
      ),
    },
    overrideAccess: true,
    context,
  })
  count('basics')
}

/** Who signs the news: the author's name, bio and avatar. */
export async function seedNewsDesk({ payload, upload, richText, count }: Seeder) {
  const desk = await payload.findGlobal({ slug: 'news-desk', depth: 0, overrideAccess: true })
  if (desk.authorName) return
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
