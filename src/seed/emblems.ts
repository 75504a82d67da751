/**
 * Emblems for the generated hero portraits: simple original glyphs drawn in a 100 × 100 box, and the
 * headgear of the portrait's silhouette. Every hero gets a motif of its own (src/seed/images.ts), so two
 * heroes with the same initials (Thor, The Thing) look nothing alike. Shapes only; nothing is traced from
 * the game or any site.
 */
export type Gear = 'none' | 'hood' | 'helmet' | 'horns' | 'ears' | 'antenna' | 'crest' | 'fin' | 'wings'
export type Eyes = 'visor' | 'eyes' | 'mask' | 'glow'

/** Each glyph takes the fill colour and returns SVG in a 100 × 100 box centred on (50, 50). */
export const GLYPHS: Record<string, (c: string) => string> = {
  star: (c) => `<polygon points="50,8 61,38 94,38 67,58 77,90 50,71 23,90 33,58 6,38 39,38" fill="${c}"/>`,
  star4: (c) => `<polygon points="50,4 60,40 96,50 60,60 50,96 40,60 4,50 40,40" fill="${c}"/>`,
  mandala: (c) =>
    `<circle cx="50" cy="50" r="40" fill="none" stroke="${c}" stroke-width="6"/><circle cx="50" cy="50" r="22" fill="none" stroke="${c}" stroke-width="5"/>` +
    Array.from({ length: 8 }, (_, i) => `<line x1="50" y1="10" x2="50" y2="28" stroke="${c}" stroke-width="5" transform="rotate(${i * 45} 50 50)"/>`).join('') +
    `<circle cx="50" cy="50" r="8" fill="${c}"/>`,
  diamond: (c) => `<polygon points="50,6 88,50 50,94 12,50" fill="${c}"/><polygon points="50,22 74,50 50,78 26,50" fill="#000" fill-opacity=".25"/>`,
  leaf: (c) => `<path d="M50 94 C20 70 14 34 50 6 C86 34 80 70 50 94 Z" fill="${c}"/><path d="M50 90 V20 M50 50 L32 34 M50 64 L68 46" stroke="#000" stroke-opacity=".35" stroke-width="4" fill="none"/>`,
  fist: (c) => `<rect x="22" y="30" width="56" height="46" rx="10" fill="${c}"/><path d="M36 30 V48 M50 30 V48 M64 30 V48" stroke="#000" stroke-opacity=".35" stroke-width="4"/><rect x="30" y="74" width="40" height="20" rx="4" fill="${c}"/>`,
  magnet: (c) => `<path d="M20 14 V54 A30 30 0 0 0 80 54 V14 H62 V54 A12 12 0 0 1 38 54 V14 Z" fill="${c}"/><rect x="20" y="14" width="18" height="14" fill="#fff" fill-opacity=".7"/><rect x="62" y="14" width="18" height="14" fill="#fff" fill-opacity=".7"/>`,
  web: (c) =>
    Array.from({ length: 8 }, (_, i) => `<line x1="50" y1="50" x2="50" y2="4" stroke="${c}" stroke-width="4" transform="rotate(${i * 45} 50 50)"/>`).join('') +
    [14, 28, 42].map((r) => `<circle cx="50" cy="50" r="${r}" fill="none" stroke="${c}" stroke-width="4"/>`).join(''),
  streak: (c) => `<path d="M10 80 L70 10 L90 20 L30 90 Z" fill="${c}"/><path d="M30 90 L90 20 L94 34 L44 94 Z" fill="#fff" fill-opacity=".75"/>`,
  cells: (c) =>
    [[50, 24], [28, 50], [72, 50], [50, 76], [28, 24], [72, 76]]
      .map(([x, y]) => `<polygon points="${x - 12},${y} ${x - 6},${y - 11} ${x + 6},${y - 11} ${x + 12},${y} ${x + 6},${y + 11} ${x - 6},${y + 11}" fill="${c}"/>`)
      .join(''),
  hammer: (c) => `<rect x="16" y="10" width="68" height="34" rx="6" fill="${c}"/><rect x="43" y="44" width="14" height="46" rx="4" fill="${c}"/><rect x="38" y="84" width="24" height="10" rx="3" fill="${c}"/>`,
  fangs: (c) => `<path d="M8 30 Q50 56 92 30 L84 44 L74 80 L66 48 L50 56 L34 48 L26 80 L16 44 Z" fill="${c}"/>`,
  claw: (c) => [26, 48, 70].map((x) => `<path d="M${x} 90 L${x + 8} 90 L${x + 20} 10 L${x + 14} 10 Z" fill="${c}"/>`).join(''),
  hourglass: (c) => `<polygon points="18,10 82,10 54,50 82,90 18,90 46,50" fill="${c}"/>`,
  blade: (c) => `<polygon points="50,4 60,20 56,70 44,70 40,20" fill="${c}"/><rect x="30" y="70" width="40" height="8" rx="3" fill="${c}"/><rect x="45" y="78" width="10" height="18" fill="${c}"/>`,
  horns: (c) => `<path d="M14 90 C10 50 20 20 40 8 C34 34 36 56 44 90 Z" fill="${c}"/><path d="M86 90 C90 50 80 20 60 8 C66 34 64 56 56 90 Z" fill="${c}"/>`,
  target: (c) => `<circle cx="50" cy="50" r="40" fill="none" stroke="${c}" stroke-width="7"/><circle cx="50" cy="50" r="22" fill="none" stroke="${c}" stroke-width="7"/><circle cx="50" cy="50" r="7" fill="${c}"/><path d="M50 50 L92 8" stroke="#fff" stroke-width="5"/><polygon points="92,8 78,10 90,22" fill="#fff"/>`,
  flame: (c) => `<path d="M50 96 C20 90 14 60 30 40 C32 54 40 58 44 56 C36 36 44 16 60 4 C58 24 86 40 80 66 C78 84 66 94 50 96 Z" fill="${c}"/><path d="M50 92 C38 88 36 74 44 64 C46 72 52 74 56 70 C64 80 60 90 50 92 Z" fill="#fff" fill-opacity=".7"/>`,
  chi: (c) => `<circle cx="50" cy="50" r="42" fill="none" stroke="${c}" stroke-width="6"/><path d="M50 8 A42 42 0 0 1 50 92 A21 21 0 0 1 50 50 A21 21 0 0 0 50 8 Z" fill="${c}"/><circle cx="50" cy="29" r="6" fill="#000" fill-opacity=".5"/><circle cx="50" cy="71" r="6" fill="${c}"/>`,
  reactor: (c) => `<circle cx="50" cy="50" r="42" fill="${c}" fill-opacity=".35"/><circle cx="50" cy="50" r="30" fill="none" stroke="${c}" stroke-width="6"/><polygon points="50,26 72,64 28,64" fill="#fff"/>`,
  portal: (c) => `<ellipse cx="50" cy="54" rx="40" ry="16" fill="none" stroke="${c}" stroke-width="7"/><polygon points="46,4 54,4 56,58 44,58" fill="#fff"/><rect x="36" y="14" width="28" height="6" fill="#fff"/>`,
  wave: (c) => `<path d="M6 40 C22 20 38 60 54 40 C70 20 86 60 96 40" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/><path d="M6 68 C22 48 38 88 54 68 C70 48 86 88 96 68" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round" stroke-opacity=".6"/>`,
  crescent: (c) => `<path d="M62 6 A44 44 0 1 0 62 94 A50 50 0 0 1 62 6 Z" fill="${c}"/>`,
  trident: (c) => `<path d="M46 96 V40 H20 V10 L26 4 L32 10 V28 H44 V4 L50 0 L56 4 V28 H68 V10 L74 4 L80 10 V40 H54 V96 Z" fill="${c}"/>`,
  wings: (c) => `<path d="M50 60 C36 30 16 24 4 26 C16 36 18 48 14 58 C26 52 36 56 50 70 Z" fill="${c}"/><path d="M50 60 C64 30 84 24 96 26 C84 36 82 48 86 58 C74 52 64 56 50 70 Z" fill="${c}"/><circle cx="50" cy="72" r="8" fill="${c}"/>`,
  butterfly: (c) => `<path d="M50 50 C30 10 4 14 8 40 C10 56 30 58 50 50 C30 60 16 78 30 90 C42 96 48 70 50 50 Z" fill="${c}"/><path d="M50 50 C70 10 96 14 92 40 C90 56 70 58 50 50 C70 60 84 78 70 90 C58 96 52 70 50 50 Z" fill="${c}" fill-opacity=".8"/>`,
  hexagram: (c) => `<polygon points="50,6 88,72 12,72" fill="none" stroke="${c}" stroke-width="7"/><polygon points="50,94 12,28 88,28" fill="none" stroke="${c}" stroke-width="7"/><circle cx="50" cy="50" r="8" fill="${c}"/>`,
  acorn: (c) => `<path d="M18 44 C18 24 82 24 82 44 Z" fill="${c}"/><path d="M24 44 H76 C76 74 60 92 50 96 C40 92 24 74 24 44 Z" fill="${c}" fill-opacity=".7"/><rect x="46" y="14" width="8" height="14" fill="${c}"/>`,
  bolt: (c) => `<polygon points="58,2 18,56 46,56 36,98 84,38 54,38" fill="${c}"/>`,
  crosshair: (c) => `<circle cx="50" cy="50" r="34" fill="none" stroke="${c}" stroke-width="7"/><path d="M50 4 V34 M50 66 V96 M4 50 H34 M66 50 H96" stroke="${c}" stroke-width="7"/>`,
  gem: (c) => `<polygon points="30,10 70,10 92,38 50,94 8,38" fill="${c}"/><polygon points="30,10 70,10 60,38 40,38" fill="#fff" fill-opacity=".5"/>`,
  halfmoons: (c) => `<path d="M50 6 A44 44 0 0 0 50 94 Z" fill="#111"/><path d="M50 6 A44 44 0 0 1 50 94 Z" fill="${c}"/><polygon points="46,20 54,20 52,80 48,80" fill="${c}"/>`,
  card: (c) => `<rect x="24" y="8" width="52" height="84" rx="8" fill="${c}" transform="rotate(-12 50 50)"/><polygon points="50,30 62,50 50,70 38,50" fill="#000" fill-opacity=".45" transform="rotate(-12 50 50)"/>`,
  shield: (c) => `<path d="M50 6 L88 20 V50 C88 74 70 88 50 96 C30 88 12 74 12 50 V20 Z" fill="none" stroke="${c}" stroke-width="7" stroke-dasharray="12 7"/>`,
  fin: (c) => `<path d="M10 80 C40 76 56 48 58 8 C74 30 86 58 90 80 Z" fill="${c}"/><path d="M4 90 C26 82 74 82 96 90" stroke="${c}" stroke-width="6" fill="none"/>`,
  snowflake: (c) =>
    Array.from({ length: 6 }, (_, i) => `<g transform="rotate(${i * 60} 50 50)"><line x1="50" y1="50" x2="50" y2="6" stroke="${c}" stroke-width="6" stroke-linecap="round"/><path d="M38 18 L50 28 L62 18" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/></g>`).join(''),
  antennae: (c) => `<path d="M46 94 C40 60 30 30 14 12" stroke="${c}" stroke-width="6" fill="none"/><path d="M54 94 C60 60 70 30 86 12" stroke="${c}" stroke-width="6" fill="none"/><circle cx="14" cy="12" r="8" fill="${c}"/><circle cx="86" cy="12" r="8" fill="${c}"/>`,
  rocket: (c) => `<path d="M50 4 C66 18 70 40 66 70 H34 C30 40 34 18 50 4 Z" fill="${c}"/><circle cx="50" cy="36" r="8" fill="#000" fill-opacity=".45"/><polygon points="34,56 18,80 34,76" fill="${c}"/><polygon points="66,56 82,80 66,76" fill="${c}"/><polygon points="40,72 60,72 50,96" fill="#ffb13b"/>`,
  eye: (c) => `<polygon points="50,6 94,86 6,86" fill="none" stroke="${c}" stroke-width="7"/><ellipse cx="50" cy="60" rx="18" ry="10" fill="${c}"/><circle cx="50" cy="60" r="5" fill="#000"/>`,
  swirl: (c) => `<path d="M50 50 m0 -6 a6 6 0 1 1 -6 6 a14 14 0 1 1 14 14 a24 24 0 1 1 -24 -24 a36 36 0 1 1 36 36" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  cross: (c) => `<path d="M40 8 H60 V40 H92 V60 H60 V92 H40 V60 H8 V40 H40 Z" fill="${c}"/>`,
}

export type HeroMotif = { glyph: keyof typeof GLYPHS; gear: Gear; eyes: Eyes; accent: string }

/** One motif per hero of the facts file, by slug: its sign, its silhouette's headgear, its eyes and an accent colour. */
const HERO_MOTIFS: Record<string, HeroMotif> = {
  angela: { glyph: 'wings', gear: 'crest', eyes: 'eyes', accent: '#ffd25e' },
  'captain-america': { glyph: 'star', gear: 'wings', eyes: 'eyes', accent: '#f4f6fb' },
  'doctor-strange': { glyph: 'mandala', gear: 'hood', eyes: 'glow', accent: '#ffb13b' },
  'emma-frost': { glyph: 'diamond', gear: 'none', eyes: 'glow', accent: '#d9f3ff' },
  groot: { glyph: 'leaf', gear: 'antenna', eyes: 'eyes', accent: '#9ee06a' },
  hulk: { glyph: 'fist', gear: 'none', eyes: 'eyes', accent: '#8ef07a' },
  magneto: { glyph: 'magnet', gear: 'helmet', eyes: 'eyes', accent: '#ff6fb5' },
  'peni-parker': { glyph: 'web', gear: 'antenna', eyes: 'visor', accent: '#ff8fc8' },
  rogue: { glyph: 'streak', gear: 'hood', eyes: 'eyes', accent: '#c8f05a' },
  'the-thing': { glyph: 'cells', gear: 'none', eyes: 'eyes', accent: '#ff9a3c' },
  thor: { glyph: 'hammer', gear: 'wings', eyes: 'glow', accent: '#8fd8ff' },
  venom: { glyph: 'fangs', gear: 'none', eyes: 'mask', accent: '#f4f6fb' },
  'black-panther': { glyph: 'claw', gear: 'ears', eyes: 'mask', accent: '#c79bff' },
  'black-widow': { glyph: 'hourglass', gear: 'none', eyes: 'eyes', accent: '#ff5a5a' },
  blade: { glyph: 'blade', gear: 'none', eyes: 'visor', accent: '#dfe6ef' },
  daredevil: { glyph: 'horns', gear: 'horns', eyes: 'mask', accent: '#ff5a4a' },
  hawkeye: { glyph: 'target', gear: 'none', eyes: 'visor', accent: '#c79bff' },
  hela: { glyph: 'antennae', gear: 'horns', eyes: 'glow', accent: '#7ef0a0' },
  'human-torch': { glyph: 'flame', gear: 'none', eyes: 'glow', accent: '#ffb13b' },
  'iron-fist': { glyph: 'chi', gear: 'none', eyes: 'mask', accent: '#ffd25e' },
  'iron-man': { glyph: 'reactor', gear: 'helmet', eyes: 'visor', accent: '#ffd25e' },
  magik: { glyph: 'portal', gear: 'none', eyes: 'glow', accent: '#ffe16b' },
  'mister-fantastic': { glyph: 'wave', gear: 'none', eyes: 'eyes', accent: '#7fc4ff' },
  'moon-knight': { glyph: 'crescent', gear: 'hood', eyes: 'mask', accent: '#f4f6fb' },
  namor: { glyph: 'trident', gear: 'none', eyes: 'eyes', accent: '#5fe0d0' },
  phoenix: { glyph: 'wings', gear: 'none', eyes: 'glow', accent: '#ff7a3c' },
  psylocke: { glyph: 'butterfly', gear: 'none', eyes: 'mask', accent: '#ff6fd8' },
  'scarlet-witch': { glyph: 'hexagram', gear: 'crest', eyes: 'glow', accent: '#ff4d6d' },
  'spider-man': { glyph: 'web', gear: 'none', eyes: 'mask', accent: '#ff4d4d' },
  'squirrel-girl': { glyph: 'acorn', gear: 'ears', eyes: 'eyes', accent: '#e0a468' },
  'star-lord': { glyph: 'star4', gear: 'helmet', eyes: 'visor', accent: '#ff6b4a' },
  storm: { glyph: 'bolt', gear: 'crest', eyes: 'glow', accent: '#f4f6fb' },
  'the-punisher': { glyph: 'crosshair', gear: 'none', eyes: 'eyes', accent: '#f4f6fb' },
  'winter-soldier': { glyph: 'star', gear: 'none', eyes: 'mask', accent: '#ff5a5a' },
  wolverine: { glyph: 'claw', gear: 'ears', eyes: 'mask', accent: '#ffe16b' },
  'adam-warlock': { glyph: 'gem', gear: 'none', eyes: 'glow', accent: '#ffd25e' },
  'cloak-dagger': { glyph: 'halfmoons', gear: 'hood', eyes: 'eyes', accent: '#f4f6fb' },
  gambit: { glyph: 'card', gear: 'none', eyes: 'glow', accent: '#ff6fb5' },
  'invisible-woman': { glyph: 'shield', gear: 'none', eyes: 'eyes', accent: '#8fd8ff' },
  'jeff-the-land-shark': { glyph: 'fin', gear: 'fin', eyes: 'eyes', accent: '#7fe8ff' },
  loki: { glyph: 'horns', gear: 'horns', eyes: 'glow', accent: '#9ee06a' },
  'luna-snow': { glyph: 'snowflake', gear: 'none', eyes: 'eyes', accent: '#d9f3ff' },
  mantis: { glyph: 'antennae', gear: 'antenna', eyes: 'glow', accent: '#9ee06a' },
  'rocket-raccoon': { glyph: 'rocket', gear: 'ears', eyes: 'visor', accent: '#ffb13b' },
  ultron: { glyph: 'eye', gear: 'helmet', eyes: 'glow', accent: '#ff4d4d' },
}

const GLYPH_NAMES = Object.keys(GLYPHS) as (keyof typeof GLYPHS)[]
const GEARS: Gear[] = ['none', 'hood', 'helmet', 'horns', 'ears', 'antenna', 'crest']
const EYES: Eyes[] = ['visor', 'eyes', 'mask', 'glow']

/** A hero of the table gets its motif; anyone else (the news author, a hero added later) a seeded one. */
export function motifFor(slug: string, rnd: () => number): HeroMotif {
  return (
    HERO_MOTIFS[slug] ?? {
      glyph: GLYPH_NAMES[Math.floor(rnd() * GLYPH_NAMES.length)],
      gear: GEARS[Math.floor(rnd() * GEARS.length)],
      eyes: EYES[Math.floor(rnd() * EYES.length)],
      accent: `hsl(${Math.floor(rnd() * 360)}, 85%, 70%)`,
    }
  )
}

/** Headgear over a head centred at (128, 104) with radii 40 × 48, in the silhouette's colours. */
export function gearSvg(gear: Gear, fill: string, rim: string): string {
  const s = `fill="${fill}" stroke="${rim}" stroke-width="3"`
  switch (gear) {
    case 'hood':
      return `<path d="M72 150 C66 80 92 44 128 42 C164 44 190 80 184 150 C172 120 160 92 128 90 C96 92 84 120 72 150 Z" ${s}/>`
    case 'helmet':
      return `<path d="M86 104 C84 70 104 50 128 50 C152 50 172 70 170 104 L160 98 C156 80 144 68 128 68 C112 68 100 80 96 98 Z" ${s}/>`
    case 'horns':
      return `<path d="M96 70 C84 52 80 34 86 16 C94 34 104 46 112 56 Z" ${s}/><path d="M160 70 C172 52 176 34 170 16 C162 34 152 46 144 56 Z" ${s}/>`
    case 'ears':
      return `<path d="M94 76 L90 30 L118 58 Z" ${s}/><path d="M162 76 L166 30 L138 58 Z" ${s}/>`
    case 'antenna':
      return `<path d="M112 58 C104 40 96 30 84 24" stroke="${rim}" stroke-width="4" fill="none"/><path d="M144 58 C152 40 160 30 172 24" stroke="${rim}" stroke-width="4" fill="none"/><circle cx="84" cy="24" r="6" fill="${rim}"/><circle cx="172" cy="24" r="6" fill="${rim}"/>`
    case 'crest':
      return `<path d="M104 62 L128 22 L152 62 C144 56 136 54 128 54 C120 54 112 56 104 62 Z" ${s}/>`
    case 'fin':
      return `<path d="M112 58 C118 36 130 20 150 12 C146 30 146 44 150 60 Z" ${s}/>`
    case 'wings':
      return `<path d="M90 92 C70 82 60 64 62 48 C74 60 84 66 96 70 Z" ${s}/><path d="M166 92 C186 82 196 64 194 48 C182 60 172 66 160 70 Z" ${s}/>`
    default:
      return ''
  }
}

/** Eyes on the head centred at (128, 104), glowing in the accent colour. */
export function eyesSvg(eyes: Eyes, accent: string): string {
  switch (eyes) {
    case 'visor':
      return `<rect x="100" y="96" width="56" height="12" rx="6" fill="${accent}"/>`
    case 'mask':
      return `<path d="M98 98 C110 90 120 96 126 104 C116 110 104 108 98 98 Z" fill="${accent}"/><path d="M158 98 C146 90 136 96 130 104 C140 110 152 108 158 98 Z" fill="${accent}"/>`
    case 'glow':
      return `<circle cx="112" cy="102" r="6" fill="${accent}"/><circle cx="144" cy="102" r="6" fill="${accent}"/><circle cx="112" cy="102" r="12" fill="${accent}" fill-opacity=".25"/><circle cx="144" cy="102" r="12" fill="${accent}" fill-opacity=".25"/>`
    default:
      return `<rect x="104" y="98" width="16" height="6" rx="3" fill="${accent}"/><rect x="136" y="98" width="16" height="6" rx="3" fill="${accent}"/>`
  }
}
