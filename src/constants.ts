/** Numbers from the product spec (§9), named once. */

/**
 * The interactive map's image bounds: the spec's "960/-320 to -960/320", read as x/y corners. x runs along
 * Leaflet's lng axis (-960 left to 960 right), y along lat (320 top to -320 bottom), in CRS.Simple units.
 */
export const MAP_IMAGE_BOUNDS = { minLng: -960, maxLng: 960, minLat: -320, maxLat: 320 } as const

/** The game's launch day (the "launch" season of shared/content/game-facts.json): no patch is older. */
export const GAME_LAUNCH_DAY = '2024-12-06'

/** Healing priority runs from 1 (heal first) to 5. */
export const HEALING_PRIORITY_MIN = 1
export const HEALING_PRIORITY_MAX = 5

/** The home page rotates through this many taglines. */
export const TAGLINE_COUNT = 35
export const TAGLINE_ROTATE_MS = 10_000
export const TAGLINE_FADE_MS = 400
export const HOME_VIDEO_DELAY_MS = 100

/** News: page size and how close to the bottom the next page loads. */
export const NEWS_PAGE_SIZE = 5
export const NEWS_SCROLL_TRIGGER_PX = 100
export const BIO_FADE_MS = 300
/** A news entry's excerpt (its page's description) is at most this long; without one, the text's start is cut at the second. */
export const NEWS_EXCERPT_MAX_CHARS = 300
export const NEWS_EXCERPT_AUTO_CHARS = 160

/** Basics: a #fragment scrolls there after this wait, leaving this much room above. */
export const FRAGMENT_SCROLL_DELAY_MS = 500
export const FRAGMENT_SCROLL_OFFSET_PX = 200

/** Feedback field limits of POST /api/feedback: the server enforces them, the dialog respects them. */
export const FEEDBACK_LIMITS = { message: 5000, contact: 200, other: 500 } as const

/** The admin's map-marker list: rows a page, and characters of each description. */
export const MARKER_LIST_PAGE_SIZE = 50
export const MARKER_LIST_PREVIEW_CHARS = 80

/** The admin's feedback list shows this many characters of each message. */
export const FEEDBACK_PREVIEW_CHARS = 120

/** Feedback: the thank-you shows this long, then the dialog closes and resets after a further pause. */
export const FEEDBACK_THANKS_MS = 3000
export const FEEDBACK_RESET_MS = 500

/** The page background changes this long after a route change. */
export const BACKGROUND_DELAY_MS = 10

/** Below this width the top navigation folds into the menu icon. */
export const MOBILE_NAV_BREAKPOINT_PX = 700

/** Browser Cache Storage names for media (spec §4/§7). */
export const MEDIA_CACHE = 'media-cache'
export const IMAGE_CACHE = 'image-cache'

/** The support banner's external link. */
export const SUPPORT_URL = 'https://buymeacoffee.com/'

/** How often the server runs due jobs (scheduled publishing): an entry appears at most this long after its time. */
export const JOBS_RUN_INTERVAL_MS = 5_000
/** How long the runner waits for one tick's jobs before it lets go (and with it the runners' lock). */
export const JOBS_TICK_TIMEOUT_MS = 60_000
/**
 * A job still marked as processing this long after its runner claimed it was left by a runner that died (a
 * scheduled publish takes well under a second); the next tick hands it out again.
 */
export const JOBS_STUCK_AFTER_MS = 5 * 60_000

/** Guide content with live preview saves a draft this often while an editor types; the preview follows. */
export const LIVE_PREVIEW_AUTOSAVE_MS = 800

/** Heroes: the roster's sections in this order; healing priority fills (HEALING_PRIORITY_FILL_FROM − value) icons. */
export const HERO_ROLE_ORDER = ['vanguard', 'duelist', 'strategist'] as const
export const HEALING_PRIORITY_FILL_FROM = 6

/** Maps list: the list hides this long after each filter change (spec §4 "filtering"). */
export const MAP_FILTER_DELAY_MS = 350

/**
 * The interactive map (spec §9). Zoom levels are Leaflet zooms in the viewer's CRS.Simple, scaled so that the
 * initial zoom shows the whole section image across the embedded viewer (see src/maps/viewer-geometry.ts).
 */
export const MAP_VIEWER = {
  initialZoom: 1.4,
  minZoom: 1.4,
  fullscreenMinZoom: 2.1,
  maxZoom: 4,
  maxBoundsViscosity: 0.7,
  /** Width over height of the embedded viewer and of the section images. */
  aspectRatio: 16 / 9,
  resizeDebounceMs: 200,
} as const

/** Switching fullscreen: fade out (0-300 ms), switch and scroll to the top at 300, fade back in from 400, done at 700. */
export const MAP_FULLSCREEN_TIMINGS = { fadeOutMs: 300, fadeInMs: 400, doneMs: 700 } as const

/** Marker icon sizes in px: health packs (icon name containing "hp") are drawn smaller; the crosshair in between. */
export const MARKER_ICON_PX = 50
export const MARKER_HP_ICON_PX = 25
export const MARKER_CROSSHAIR_PX = 40

/** Past this many markers in one section, the viewer clusters them so panning stays smooth. */
export const MARKER_CLUSTER_THRESHOLD = 300

/** localStorage keys of the map viewer: legend expanded, side navigation collapsed, marker types hidden, callouts shown. */
export const LEGEND_STORAGE_KEY = 'legendToggle'
export const MAP_NAV_STORAGE_KEY = 'mapNavToggle'
export const HIDDEN_MARKERS_STORAGE_KEY = 'legendHiddenTypes'
/** The legend's Callouts layer: "false" once the visitor turns it off (on by default). */
export const CALLOUTS_STORAGE_KEY = 'legendCallouts'
/** The legend's route kinds the visitor turned off (all shown by default). */
export const HIDDEN_ROUTES_STORAGE_KEY = 'legendHiddenRoutes'

/** The map guide's utility picker: these four heroes, in this order; the first is the default. */
export const UTILITY_HEROES = ['rocket-raccoon', 'peni-parker', 'the-punisher', 'doctor-strange'] as const

/** The hero layer draws a utility placement as its hero's round portrait this many px wide (markers are 50). */
export const HERO_LAYER_ICON_PX = 40

/** A share link centres its marker at least this close in (between the initial 1.4 and the maximum 4). */
export const MARKER_FOCUS_ZOOM = 2.4

/**
 * Failed sign-ins before Payload locks an account, and for how long. Above the per-address budget
 * (RATE_LIMITS.login in src/api/rate-limit.ts: 10 per 15 minutes), so locking an account takes several
 * addresses, and the lock ends by itself.
 */
export const SIGN_IN_LOCK = { attempts: 20, lockMs: 15 * 60_000 } as const

/**
 * Site search (GET /api/search, /search, the navigation's search box). A query is 1 to this many characters
 * without control characters; the API answers at most `apiResults`, the search box shows `boxResults` and asks
 * `debounceMs` after the last keystroke. Searches are rate limited per client like POST calls, with a budget
 * of their own because a search box asks while the visitor types.
 */
export const SEARCH = {
  maxQueryChars: 100,
  apiResults: 20,
  boxResults: 8,
  debounceMs: 150,
  rateLimit: { points: 60, durationSeconds: 60 },
} as const

/** Signed-in client (spec §6, §9): a token older than this is refreshed before it is synced (GUIDE_TOKEN_MAX_AGE_SECONDS overrides). */
export const TOKEN_SYNC_MAX_AGE_SECONDS = 300
