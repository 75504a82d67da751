/** Numbers from the product spec (§9), named once. */

/**
 * The interactive map's image bounds: the spec's "960/-320 to -960/320", read as x/y corners. x runs along
 * Leaflet's lng axis (-960 left to 960 right), y along lat (320 top to -320 bottom), in CRS.Simple units.
 */
export const MAP_IMAGE_BOUNDS = { minLng: -960, maxLng: 960, minLat: -320, maxLat: 320 } as const

/** Marker icon sizes in px: 50, or 25 when the icon's name contains "hp" (health packs). */
export const MARKER_ICON_PX = 50
export const HEALTH_PACK_ICON_PX = 25

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

/** Basics: a #fragment scrolls there after this wait, leaving this much room above. */
export const FRAGMENT_SCROLL_DELAY_MS = 500
export const FRAGMENT_SCROLL_OFFSET_PX = 200

/** Feedback field limits of POST /api/feedback: the server enforces them, the dialog respects them. */
export const FEEDBACK_LIMITS = { message: 5000, contact: 200, other: 500 } as const

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

/** Guide content with live preview saves a draft this often while an editor types; the preview follows. */
export const LIVE_PREVIEW_AUTOSAVE_MS = 800

/** Heroes: the roster's sections in this order; healing priority fills (HEALING_PRIORITY_FILL_FROM − value) icons. */
export const HERO_ROLE_ORDER = ['vanguard', 'duelist', 'strategist'] as const
export const HEALING_PRIORITY_FILL_FROM = 6
