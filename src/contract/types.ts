/**
 * The answers of the public /api, field for field as the server sends them (snake_case included),
 * so a row can be passed straight from the client to a component without renaming.
 */

export type Health = { status: 'ok' | 'degraded'; db: 'ok' | 'down' }

export type Location = {
  id: number
  slug: string
  name: string
  description: string
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: 'description'[]
}

export type MapType = 'convoy' | 'convergence' | 'domination' | 'doom-match' | 'conquest'

export type GuideMap = {
  id: number
  slug: string
  name: string
  description: string | null
  type: MapType
  location_id: number
  /** YYYY-MM-DD */
  release_date: string
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: 'description'[]
}

/** `map` is the slug of the map the section belongs to. */
export type MapSection = { slug: string; name: string; map: string }

export type MapMarker = {
  id: number
  map: string
  section: string
  lat: number
  lng: number
  /** Icon slug; icon_name and icon_url describe the same icon. */
  icon: string
  icon_name: string
  icon_url: string | null
  img_1: string | null
  img_2: string | null
  description: string
  /** Addition: the slug of the hero whose spot this is (a Peni Parker nest spot), or null. */
  hero: string | null
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: 'description'[]
}

/** A named place on a section (an addition): a label point and, for an area, its outline; [lat, lng] in image units. */
export type MapCallout = {
  slug: string
  section: string
  name: string
  aliases: string[]
  description: string
  label: [number, number]
  polygon: [number, number][] | null
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: ('name' | 'aliases' | 'description')[]
}

/** A route's kind: what players take it for. */
export type MapRouteKind = 'flank' | 'rotation' | 'payload-path' | 'escape'

/** A line players take across a section (an addition): its points in walking order, [lat, lng] in image units. */
export type MapRoute = {
  slug: string
  section: string
  kind: MapRouteKind
  name: string
  description: string
  line: [number, number][]
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: ('name' | 'description')[]
}

export type MapSide = 'atk' | 'def' | 'both'

export type MapHero = {
  map: string
  hero: string
  side: MapSide
  reason: string
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: 'reason'[]
}

/** The texts of a hot spot or a breakout: the defenders' and the attackers'. */
export type SideTexts = 'def_description' | 'atk_description'

export type PowerPosition = {
  map: string
  section: string
  def_description: string
  atk_description: string
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: SideTexts[]
}

export type Breakout = {
  map: string
  section: string
  def_description: string
  def_img: string | null
  atk_description: string
  atk_img: string | null
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: SideTexts[]
}

export type Transformation = {
  map: string
  section: string
  description: string
  video: string | null
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: 'description'[]
}

export type UtilityPlacement = {
  map: string
  section: string
  hero: string
  side: MapSide
  description: string
  image: string | null
  /** Addition: where the text puts it on the section image, [lat, lng] in the markers' units, or null. */
  point: [number, number] | null
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: 'description'[]
}

export type HeroRole = 'vanguard' | 'duelist' | 'strategist'

export type Hero = {
  id: number
  slug: string
  name: string
  nickname: string
  role: HeroRole
}

export type HeroAbility = {
  id: number
  hero_id: number
  slug: string
  name: string
  button: string
  variant: string
  type: string
  description: string
  /** A JSON string of an object mapping property name to value; parse it where it is shown. */
  properties: string
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: AbilityText[]
}

/** The texts of an ability a reader reads in their language (its name is a proper noun, shared). */
export const ABILITY_TEXTS = ['description', 'properties'] as const
export type AbilityText = (typeof ABILITY_TEXTS)[number]

export type HowToWinEntry = {
  id: number
  hero_id: number
  side: 'as' | 'against' | 'with'
  type: 'playbook' | 'insight' | 'avoid' | 'role'
  text: string
  /** Addition (issue 45), in a language other than English only: `["text"]` while it has no translation. */
  untranslated?: 'text'[]
}

export type HeroStat = { name: string; value: string }

export type HeroDetails = {
  hero: string
  primary_job: string
  secondary_job: string
  healing: string
  /** '1' (highest) to '5', sent as a string. */
  healing_priority: string
  notes: string
  counters: string
  countered_by: string
  synergies: string
  stats: HeroStat[]
  /** Addition (issue 45), in a language other than English only: the texts still in English. */
  untranslated?: DetailsText[]
}

/** The texts of a hero's details a reader reads in their language, as the /api names them. */
export const DETAILS_TEXTS = ['primary_job', 'secondary_job', 'healing', 'notes', 'stats'] as const
export type DetailsText = (typeof DETAILS_TEXTS)[number]

export type TeamUp = {
  id: number
  name: string
  hero: string
  /** Comma-separated hero slugs. */
  teammates: string
  /** Ability slug. */
  bonus: string
  description: string
  /** Only with ?locale= other than English: the description when it is still in English. */
  untranslated?: 'description'[]
}

export type NewsEntry = {
  id: number
  title: string
  created_at: string
  html: string
  /** Added by issue 14: the entry's own page is /news/{slug}. */
  slug: string
  /** The excerpt the author wrote, or the start of the text. */
  excerpt: string
  cover_url: string | null
  /** The byline: the name of the account the entry is by, or null. */
  author: string | null
  /**
   * Added by issue 45, only in answers for a `locale` other than English: the texts shown in English because
   * they have no translation yet.
   */
  untranslated?: NewsText[]
}

/** The texts of a news entry a reader reads in their language (its excerpt follows the body it sums up). */
export const NEWS_TEXTS = ['title', 'body'] as const
export type NewsText = (typeof NEWS_TEXTS)[number]

/** What the feedback dialog sends; ip and country are filled by the server, never by the client. */
export type FeedbackPayload = {
  contact: string
  message: string
  on_page: string
  browser: string
  device: string
  os: string
  resolution: string
  referrer: string
  user_agent: string
  timezone: string
}

export type BetaKeyCreated = { betaKey: string }
export type BetaKeyValidity = { valid: boolean }

/** sendFeedback's result: unlike the reads, the dialog must know whether its message arrived. */
export type SendFeedbackResult = { ok: true } | { ok: false; status?: number; error?: string }

/** What GET /api/search finds (an addition to the spec's calls). */
export type SearchResultType = 'hero' | 'ability' | 'location' | 'map' | 'section' | 'callout' | 'news' | 'patch' | 'tier-list' | 'term'

/** One search result: `url` is the guide's own address for it; `snippet` is plain text. */
export type SearchResult = { type: SearchResultType; slug: string; title: string; url: string; snippet: string }

/**
 * What GET /api/team-builder answers (an addition to the spec's calls): the analysis the /team-builder page shows,
 * for the lineup in the query. Heroes are slugs; `map` is `{map}.{section}`.
 */
export type TeamBuilderAnswer = {
  team: string[]
  vs: string[]
  map: string | null
  /** Team-ups in play whose every member is in `team`. */
  team_ups: { slug: string; name: string; heroes: string[] }[]
  roles: Record<HeroRole, number>
  /** Roles no hero of `team` plays (empty while `team` is). */
  missing_roles: HeroRole[]
  /** For each enemy, the heroes of `team` that a hero guide lists as countering it. */
  counters: { enemy: string; countered_by: string[] }[]
  /** For each hero of `team`, the enemies that a hero guide lists as countering it. */
  threats: { hero: string; countered_by: string[] }[]
  /** The chosen section and the heroes its map guide recommends, each marked when it is in `team`. */
  section: { map: string; section: string; name: string; recommended: { hero: string; side: MapSide; in_team: boolean }[] } | null
}

/** One published patch in GET /api/patches (an addition to the spec's calls), newest first. */
export type PatchSummary = {
  version: string
  title: string
  releasedAt: string
  changes: { type: 'hero' | 'map'; slug: string; kind: string; summary: string }[]
  /** Only in answers for a `locale` other than English: the texts still in English. */
  untranslated?: string[]
}
