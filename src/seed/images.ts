/**
 * The seed's images, drawn here as SVG and rendered to WebP by sharp. Nothing is downloaded or copied: hero
 * portraits are silhouettes with a motif of each hero's own (./emblems.ts) in the role's colours, maps are
 * schematic floor plans from a seeded random layout, and no picture carries text (pages put their own
 * headings over them).
 */
import { createHash } from 'node:crypto'

import sharp from 'sharp'

import { modeColour, ROLE_COLOURS as PALETTE } from '@/site/palette'
import { slugify } from '@/rules/slugs'

import { eyesSvg, gearSvg, GLYPHS, motifFor } from './emblems'

export type Role = 'vanguard' | 'duelist' | 'strategist'

const ROLE_COLOURS: Record<Role, [string, string]> = {
  vanguard: [PALETTE.vanguard.base, PALETTE.vanguard.dark],
  duelist: [PALETTE.duelist.base, PALETTE.duelist.dark],
  strategist: [PALETTE.strategist.base, PALETTE.strategist.dark],
}

/** A small deterministic generator, so the same seed always draws the same picture. */
function random(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

async function render(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 2 }).toBuffer()
}

function gradient(id: string, [from, to]: [string, string]) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

/** A glyph of ./emblems.ts placed at (x, y) and scaled to `size` pixels. */
function glyph(name: keyof typeof GLYPHS, colour: string, x: number, y: number, size: number, extra = '') {
  return `<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${size / 100})" ${extra}>${GLYPHS[name](colour)}</g>`
}

const BUST_SKIN = '#0c0f16'

/** The portraits' square: the role's gradient in rounded corners, with `content` drawn on it. */
function roleSquare(role: Role, content: string) {
  const { base, dark } = PALETTE[role]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>
    <radialGradient id="bg" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
    <clipPath id="frame"><rect width="256" height="256" rx="36"/></clipPath>
  </defs>
  <g clip-path="url(#frame)">
    <rect width="256" height="256" fill="url(#bg)"/>${content}
  </g>
</svg>`
}

/** Shoulders, neck and head in silhouette, outlined in `line` (dashed for a stand-in). */
function bust(line: string, dash = '') {
  const stroke = `stroke="${line}" stroke-width="3"${dash ? ` stroke-dasharray="${dash}"` : ''}`
  return `
    <path d="M36 256 C40 196 80 170 128 168 C176 170 216 196 220 256 Z" fill="${BUST_SKIN}" ${stroke}/>
    <rect x="112" y="136" width="32" height="40" fill="${BUST_SKIN}"/>
    <ellipse cx="128" cy="104" rx="40" ry="48" fill="${BUST_SKIN}" ${stroke}/>`
}

/**
 * A hero's portrait: a bust in silhouette, lit in the role's colour, with the hero's own headgear, eyes and
 * emblem, over a pattern seeded by the name. Distinct for every hero of the roster.
 */
export function heroAvatar(name: string, role: Role) {
  const rnd = random(`avatar:${name}`)
  const motif = motifFor(slugify(name), rnd)
  const { light, dark } = PALETTE[role]
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = i * 30 + rnd() * 10
    return `<path d="M128 128 L${128 + Math.cos((angle * Math.PI) / 180) * 220} ${128 + Math.sin((angle * Math.PI) / 180) * 220} L${128 + Math.cos(((angle + 9) * Math.PI) / 180) * 220} ${128 + Math.sin(((angle + 9) * Math.PI) / 180) * 220} Z" fill="${light}" fill-opacity="${(0.04 + rnd() * 0.07).toFixed(2)}"/>`
  }).join('')
  const content = `${rays}
    ${glyph(motif.glyph, motif.accent, 128, 96, 190, 'opacity=".12"')}${bust(light)}
    ${gearSvg(motif.gear, BUST_SKIN, light)}
    ${eyesSvg(motif.eyes, motif.accent)}
    <circle cx="128" cy="214" r="26" fill="${dark}" stroke="${motif.accent}" stroke-width="3"/>
    ${glyph(motif.glyph, motif.accent, 128, 214, 34)}`
  return render(roleSquare(role, content), 85)
}

/**
 * The stand-in for a hero who has no portrait yet: the same bust, faceless and plain, in the role's colours,
 * with the role's own glyph on the chest, so the roster still shows which role the hero plays.
 */
export function heroPlaceholder(role: Role) {
  const { light, dark } = PALETTE[role]
  const content = `${bust(light, '10 8')}
    <circle cx="128" cy="214" r="26" fill="${dark}" stroke="${light}" stroke-width="3"/>
    <g transform="translate(108 194) scale(${40 / 128})">${ROLE_GLYPHS[role]}</g>`
  return render(roleSquare(role, content), 85)
}

/** A wide backdrop in the role's colours with the hero's emblem large and faint on the right; no text. */
export function heroBackground(name: string, role: Role) {
  const rnd = random(`bg:${name}`)
  const motif = motifFor(slugify(name), random(`avatar:${name}`))
  const [from, to] = ROLE_COLOURS[role]
  const shards = Array.from({ length: 14 }, () => {
    const x = rnd() * 1280
    const y = rnd() * 720
    const s = 80 + rnd() * 260
    return `<polygon points="${x},${y} ${x + s},${y + s * 0.3} ${x + s * 0.4},${y + s}" fill="${rnd() > 0.5 ? from : '#ffffff'}" fill-opacity="${(0.05 + rnd() * 0.12).toFixed(2)}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
  <defs><radialGradient id="r" cx=".7" cy=".3" r="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="#07080c"/></radialGradient></defs>
  <rect width="1280" height="720" fill="url(#r)"/>${shards}
  ${glyph(motif.glyph, motif.accent, 980, 330, 520, 'opacity=".14"')}
</svg>`
  return render(svg, 70)
}

/** A radar chart of the hero's stat rows (values 1..5 read from "n/5" or scaled from numbers). */
export function heroStatsImage(name: string, role: Role, stats: { name: string; value: string }[]) {
  const rows = stats.slice(0, 6)
  const n = Math.max(rows.length, 3)
  const points = rows.map((row, i) => {
    const parsed = Number.parseFloat(row.value)
    const score = /\/5/.test(row.value) ? parsed / 5 : Number.isFinite(parsed) ? Math.min(1, 0.35 + (parsed % 7) / 10) : 0.6
    const angle = (Math.PI * 2 * i) / n - Math.PI / 2
    return { x: 320 + Math.cos(angle) * 190 * score, y: 240 + Math.sin(angle) * 190 * score, angle }
  })
  const rings = [0.33, 0.66, 1]
    .map((r) => `<circle cx="320" cy="240" r="${190 * r}" fill="none" stroke="#fff" stroke-opacity=".15"/>`)
    .join('')
  const spokes = points
    .map((p) => `<line x1="320" y1="240" x2="${320 + Math.cos(p.angle) * 190}" y2="${240 + Math.sin(p.angle) * 190}" stroke="#fff" stroke-opacity=".12"/>`)
    .join('')
  // The stat names are beside the chart on the page, as text; the picture is only the shape.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
  <rect width="640" height="480" fill="#10131a"/>${rings}${spokes}
  <polygon points="${points.map((p) => `${p.x},${p.y}`).join(' ')}" fill="${ROLE_COLOURS[role][0]}" fill-opacity=".55" stroke="#fff" stroke-width="2"/>
  ${points.map((p) => `<circle cx="${p.x}" cy="${p.y}" r="6" fill="#fff"/>`).join('')}
</svg>`
  void name
  return render(svg)
}

const ROLE_GLYPHS: Record<Role, string> = {
  vanguard: '<path d="M64 14 L106 30 V62 C106 88 88 106 64 116 C40 106 22 88 22 62 V30 Z" fill="#fff"/>',
  duelist:
    '<circle cx="64" cy="64" r="34" fill="none" stroke="#fff" stroke-width="10"/><path d="M64 12 V40 M64 88 V116 M12 64 H40 M88 64 H116" stroke="#fff" stroke-width="10"/>',
  strategist: '<path d="M50 18 H78 V50 H110 V78 H78 V110 H50 V78 H18 V50 H50 Z" fill="#fff"/>',
}

export function roleIcon(role: Role) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <defs>${gradient('g', ROLE_COLOURS[role])}</defs>
  <rect width="128" height="128" rx="28" fill="url(#g)"/>${ROLE_GLYPHS[role]}
</svg>`
  return render(svg, 90)
}

function skyline(seed: string, width: number, height: number, accent: string) {
  const rnd = random(seed)
  let x = 0
  const blocks: string[] = []
  while (x < width) {
    const w = 40 + rnd() * 120
    const h = height * (0.2 + rnd() * 0.45)
    const top = height - h
    // A few lit windows per block, so the city reads as a place and not a bar chart.
    const windows = Array.from({ length: Math.floor(rnd() * 6) }, () => {
      const wx = x + 8 + rnd() * Math.max(0, w - 24)
      const wy = top + 12 + rnd() * Math.max(0, h * 0.6)
      return `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="8" height="12" fill="${accent}" fill-opacity=".55"/>`
    }).join('')
    blocks.push(`<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#0b0e14" stroke="${accent}" stroke-opacity=".35"/>${windows}`)
    x += w + rnd() * 12
  }
  return blocks.join('')
}

/** A location's banner: a skyline under a sky in the location's own hue; no text (the page has its name). */
export function locationHero(name: string) {
  const rnd = random(`hue:${name}`)
  const hue = Math.floor(rnd() * 360)
  const accent = `hsl(${hue}, 70%, 55%)`
  const glow = `hsl(${(hue + 40) % 360}, 80%, 70%)`
  const stars = Array.from({ length: 40 }, () => `<circle cx="${(rnd() * 1600).toFixed(0)}" cy="${(rnd() * 420).toFixed(0)}" r="${(1 + rnd() * 2).toFixed(1)}" fill="#fff" fill-opacity="${(0.2 + rnd() * 0.5).toFixed(2)}"/>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#090b10"/><stop offset=".55" stop-color="${accent}"/><stop offset="1" stop-color="#090b10"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#sky)"/>${stars}
  <circle cx="${(300 + rnd() * 1000).toFixed(0)}" cy="260" r="140" fill="${glow}" fill-opacity=".22"/>
  ${skyline(`loc:${name}`, 1600, 900, accent)}
</svg>`
  return render(svg, 72)
}

/** A rectangle of a section plan, in the plan's pixels (1920 × 1080, origin top left). */
export type PlanRect = { x: number; y: number; width: number; height: number }

/**
 * The shapes of a section plan, from its seeded layout: the buildings (in drawing order, so a later one covers an
 * earlier one), the dashed high-ground pads, the lane's curve, the objective circle and both spawn rooms. The
 * drawing below and the seeded callouts (src/seed/content/maps/callouts.ts) both read it, so a callout's outline
 * is the outline of a shape the picture really shows.
 */
export function sectionLayout(mapName: string, sectionName: string) {
  const rnd = random(`section:${mapName}:${sectionName}`)
  const buildings: PlanRect[] = Array.from({ length: 18 }, () => {
    const w = 90 + rnd() * 260
    const h = 70 + rnd() * 220
    const x = 80 + rnd() * (1760 - w)
    const y = 80 + rnd() * (920 - h)
    return { x: Math.round(x), y: Math.round(y), width: Math.round(w), height: Math.round(h) }
  })
  const highGround: PlanRect[] = Array.from({ length: 4 }, () => {
    const x = 120 + rnd() * 1600
    const y = 120 + rnd() * 800
    return { x: Math.round(x), y: Math.round(y), width: 180, height: 120 }
  })
  const y0 = 540 + (rnd() - 0.5) * 300
  const c1 = 200 + rnd() * 680
  const c2 = 200 + rnd() * 680
  const y3 = 540 + (rnd() - 0.5) * 300
  // A cubic Bézier from the west edge to the east edge, as [x, y] control points.
  const lane: [number, number][] = [
    [60, y0],
    [600, c1],
    [1300, c2],
    [1860, y3],
  ]
  return {
    buildings,
    highGround,
    lane,
    objective: { cx: 960, cy: 540, r: 110 },
    westSpawn: { x: 20, y: 440, width: 90, height: 200 },
    eastSpawn: { x: 1810, y: 440, width: 90, height: 200 },
  }
}

/** The drawing of a section plan (1920 × 1080), shared by the viewer's image and the map's thumbnail. */
function schematicSvg(mapName: string, sectionName: string, mode: string, title: boolean) {
  const layout = sectionLayout(mapName, sectionName)
  const accent = modeColour(mode)
  const grid =
    Array.from({ length: 16 }, (_, i) => `<path d="M${i * 120} 0 V1080" stroke="#fff" stroke-opacity=".04"/>`).join('') +
    Array.from({ length: 9 }, (_, i) => `<path d="M0 ${i * 120} H1920" stroke="#fff" stroke-opacity=".04"/>`).join('')
  const buildings = layout.buildings
    .map(({ x, y, width, height }) => `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="#2a3140" stroke="#56627a" stroke-width="3"/>`)
    .join('')
  const highGround = layout.highGround
    .map(({ x, y, width, height }) => `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#3b4a2f" fill-opacity=".8" stroke="#8fb36b" stroke-dasharray="10 6" stroke-width="3"/>`)
    .join('')
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = layout.lane
  const lane = `<path d="M ${x0} ${y0} C ${x1} ${y1}, ${x2} ${y2}, ${x3} ${y3}" fill="none" stroke="${accent}" stroke-width="22" stroke-opacity=".55" stroke-linecap="round"/>`
  const { cx, cy, r } = layout.objective
  const west = layout.westSpawn
  const east = layout.eastSpawn
  // The viewer's plan is a document an editor places markers on: it names itself in its corner.
  const label = title
    ? `<text x="40" y="70" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff" fill-opacity=".85">${`${mapName} · ${sectionName}`.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <rect width="1920" height="1080" fill="#141924"/>${grid}${lane}${highGround}${buildings}
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity=".25" stroke="${accent}" stroke-width="6"/>
  <rect x="${west.x}" y="${west.y}" width="${west.width}" height="${west.height}" fill="${PALETTE.vanguard.base}" fill-opacity=".5"/>
  <rect x="${east.x}" y="${east.y}" width="${east.width}" height="${east.height}" fill="${PALETTE.duelist.base}" fill-opacity=".5"/>${label}
</svg>`
}

/**
 * A map's thumbnail (and its guide's backdrop): its first section's plan seen at an angle, in a frame of the
 * mode's colour. Every map looks different because every plan does; no text.
 */
export function mapHero(name: string, mode: string, firstSection = name) {
  const accent = modeColour(mode)
  const plan = schematicSvg(name, firstSection, mode, false).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#07080c"/><stop offset="1" stop-color="#1b2130"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#sky)"/>
  <g transform="translate(640 400) scale(0.62 0.42) rotate(-8) translate(-960 -540)">${plan}</g>
  <rect x="6" y="6" width="1268" height="708" fill="none" stroke="${accent}" stroke-width="12" stroke-opacity=".8"/>
</svg>`
  return render(svg, 72)
}

/**
 * A top-down schematic of one map section, 16:9: walls, lanes, high ground, the objective and both spawns.
 * Marker x/y fractions in the seed refer to this image.
 */
export function sectionSchematic(mapName: string, sectionName: string, mode: string) {
  return render(schematicSvg(mapName, sectionName, mode, true), 70)
}

export const MARKER_ICON_TYPES = [
  { slug: 'hp-large', name: 'Large hp pack', colour: '#2fb67a', glyph: '+' },
  { slug: 'hp-small', name: 'Small hp pack', colour: '#7fd9a8', glyph: '+' },
  { slug: 'flank-route', name: 'Flank route', colour: '#f2743a', glyph: '↝' },
  { slug: 'high-ground', name: 'High ground', colour: '#8fb36b', glyph: '▲' },
  { slug: 'choke-point', name: 'Choke point', colour: '#d6453b', glyph: '⨯' },
  { slug: 'sightline', name: 'Sightline', colour: '#3fc6e8', glyph: '◉' },
  { slug: 'spawn-door', name: 'Spawn door', colour: '#9aa3b2', glyph: '⌂' },
  { slug: 'objective', name: 'Objective', colour: '#f2c230', glyph: '★' },
  { slug: 'destructible', name: 'Destructible', colour: '#b46bf2', glyph: '✸' },
  { slug: 'ultimate-spot', name: 'Ultimate spot', colour: '#e84a7f', glyph: 'U' },
] as const

export function markerIcon(slug: string) {
  const type = MARKER_ICON_TYPES.find((t) => t.slug === slug) ?? MARKER_ICON_TYPES[0]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <circle cx="48" cy="48" r="42" fill="#0d0f14" stroke="${type.colour}" stroke-width="8"/>
  <text x="48" y="64" text-anchor="middle" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-size="46" font-weight="700" fill="${type.colour}">${type.glyph}</text>
</svg>`
  return render(svg, 90)
}

export type ViewSide = 'atk' | 'def' | 'both' | 'view'

/**
 * A "what you see from here" sketch for markers, breakouts, hot spots and utility placements: a corridor in
 * perspective with the move drawn as an arrow. Attackers push in from the left towards the objective, defenders
 * hold from behind a shield on the right, so the two sides never share a picture. No text: captions are the
 * page's own.
 */
export function viewpoint(seed: string, accent = '#f2c230', side: ViewSide = 'view') {
  const rnd = random(`view:${seed}`)
  const horizon = 200 + rnd() * 60
  const pillars = Array.from({ length: 6 }, () => {
    const x = rnd() * 900
    const w = 30 + rnd() * 90
    const h = 80 + rnd() * 200
    return `<rect x="${x.toFixed(0)}" y="${(horizon - h).toFixed(0)}" width="${w.toFixed(0)}" height="${(h + 80).toFixed(0)}" fill="#232a38" stroke="#4a5468"/>`
  }).join('')
  const y = horizon + 120 + rnd() * 60
  const arrow =
    side === 'def'
      ? `<path d="M 780 ${y} L 380 ${y - 60}" stroke="${accent}" stroke-width="14" stroke-linecap="round" stroke-dasharray="30 18"/>
  <polygon points="380,${y - 92} 320,${y - 70} 372,${y - 30}" fill="${accent}"/>
  ${glyph('shield', accent, 840, y - 30, 120)}`
      : side === 'atk'
        ? `<path d="M 140 ${y} L 640 ${y - 80}" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
  <polygon points="640,${y - 110} 700,${y - 90} 650,${y - 50}" fill="${accent}"/>
  ${glyph('target', accent, 760, horizon - 20, 110)}`
        : `<path d="M 200 ${y} L 700 ${y - 80}" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
  <polygon points="700,${y - 110} 760,${y - 90} 710,${y - 50}" fill="${accent}"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
  <rect width="960" height="540" fill="#0f131b"/>
  <polygon points="0,540 960,540 620,${horizon} 340,${horizon}" fill="#1a202c"/>${pillars}
  ${arrow}
</svg>`
  return render(svg, 72)
}

/** The character profile's portrait: a hooded figure in the broker's purple, 4:5; no text. */
export function portrait(name: string) {
  const rnd = random(`portrait:${name}`)
  const glyphs = Array.from({ length: 18 }, () => `<rect x="${(rnd() * 600).toFixed(0)}" y="${(rnd() * 750).toFixed(0)}" width="${(4 + rnd() * 30).toFixed(0)}" height="3" fill="#b46bf2" fill-opacity="${(0.15 + rnd() * 0.4).toFixed(2)}"/>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2140"/><stop offset="1" stop-color="#07080c"/></linearGradient></defs>
  <rect width="600" height="750" fill="url(#g)"/>${glyphs}
  <path d="M150 420 C130 240 200 120 300 118 C400 120 470 240 450 420 C420 360 380 300 300 298 C220 300 180 360 150 420 Z" fill="#14101f" stroke="#b46bf2" stroke-width="4"/>
  <ellipse cx="300" cy="320" rx="105" ry="130" fill="#0b0812"/>
  <path d="M110 750 C130 520 470 520 490 750 Z" fill="#14101f" stroke="#b46bf2" stroke-width="4"/>
  <path d="M236 318 H282 M318 318 H364" stroke="#d9b8ff" stroke-width="8" stroke-linecap="round"/>
  ${glyph('eye', '#b46bf2', 300, 640, 90)}
</svg>`
  return render(svg, 80)
}


