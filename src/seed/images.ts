/**
 * The seed's images, drawn here as SVG and rendered to WebP by sharp. Nothing is downloaded or copied:
 * avatars are initials on role colours, maps are schematic floor plans from a seeded random layout.
 */
import { createHash } from 'node:crypto'

import sharp from 'sharp'

export type Role = 'vanguard' | 'duelist' | 'strategist'

export const ROLE_COLOURS: Record<Role, [string, string]> = {
  vanguard: ['#2f6fd6', '#12336b'],
  duelist: ['#d6453b', '#6b1612'],
  strategist: ['#2fb67a', '#0f5a3a'],
}

const MODE_COLOURS: Record<string, string> = {
  convoy: '#f2c230',
  convergence: '#b46bf2',
  domination: '#3fc6e8',
  'doom-match': '#f2743a',
  conquest: '#e84a7f',
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

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function initials(name: string): string {
  const words = name.replace(/&/g, ' ').split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w) && w.toLowerCase() !== 'the')
  const letters = words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? name).slice(0, 2)
  return letters.toUpperCase()
}

async function render(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 2 }).toBuffer()
}

const font = `font-family="DejaVu Sans, Verdana, Arial, sans-serif"`

function gradient(id: string, [from, to]: [string, string]) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

export function heroAvatar(name: string, role: Role) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>${gradient('g', ROLE_COLOURS[role])}</defs>
  <rect width="256" height="256" rx="36" fill="url(#g)"/>
  <circle cx="128" cy="128" r="104" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="6"/>
  <text x="128" y="150" text-anchor="middle" ${font} font-size="84" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
</svg>`
  return render(svg, 85)
}

export function heroBackground(name: string, role: Role) {
  const rnd = random(`bg:${name}`)
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
  <text x="1240" y="680" text-anchor="end" ${font} font-size="120" font-weight="700" fill="#fff" fill-opacity=".07">${escapeXml(name.toUpperCase())}</text>
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
    return { x: 320 + Math.cos(angle) * 190 * score, y: 240 + Math.sin(angle) * 190 * score, label: row.name, angle }
  })
  const rings = [0.33, 0.66, 1]
    .map((r) => `<circle cx="320" cy="240" r="${190 * r}" fill="none" stroke="#fff" stroke-opacity=".15"/>`)
    .join('')
  const labels = points
    .map((p) => {
      const lx = 320 + Math.cos(p.angle) * 215
      const ly = 244 + Math.sin(p.angle) * 215
      return `<text x="${lx}" y="${ly}" text-anchor="middle" ${font} font-size="16" fill="#dfe5ee">${escapeXml(p.label)}</text>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
  <rect width="640" height="480" fill="#10131a"/>${rings}
  <polygon points="${points.map((p) => `${p.x},${p.y}`).join(' ')}" fill="${ROLE_COLOURS[role][0]}" fill-opacity=".55" stroke="#fff" stroke-width="2"/>
  ${labels}
  <text x="20" y="34" ${font} font-size="20" font-weight="700" fill="#fff">${escapeXml(name)}</text>
</svg>`
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
    blocks.push(`<rect x="${x.toFixed(0)}" y="${(height - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#0b0e14" stroke="${accent}" stroke-opacity=".35"/>`)
    x += w + rnd() * 12
  }
  return blocks.join('')
}

export function locationHero(name: string) {
  const accent = `hsl(${Math.floor(random(`hue:${name}`)() * 360)}, 70%, 55%)`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#090b10"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="1200" cy="260" r="140" fill="#fff" fill-opacity=".12"/>
  ${skyline(`loc:${name}`, 1600, 900, accent)}
  <text x="60" y="840" ${font} font-size="72" font-weight="700" fill="#fff" fill-opacity=".9">${escapeXml(name)}</text>
</svg>`
  return render(svg, 72)
}

export function mapHero(name: string, mode: string) {
  const accent = MODE_COLOURS[mode] ?? '#f2c230'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2130"/><stop offset="1" stop-color="#07080c"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#sky)"/>
  ${skyline(`map:${name}`, 1280, 720, accent)}
  <rect x="40" y="40" width="${40 + mode.length * 16}" height="44" rx="8" fill="${accent}"/>
  <text x="60" y="70" ${font} font-size="22" font-weight="700" fill="#111">${escapeXml(mode.toUpperCase())}</text>
  <text x="40" y="670" ${font} font-size="64" font-weight="700" fill="#fff">${escapeXml(name)}</text>
</svg>`
  return render(svg, 72)
}

/**
 * A top-down schematic of one map section, 16:9: walls, lanes, high ground, the objective and both spawns.
 * Marker x/y fractions in the seed refer to this image.
 */
export function sectionSchematic(mapName: string, sectionName: string, mode: string) {
  const rnd = random(`section:${mapName}:${sectionName}`)
  const accent = MODE_COLOURS[mode] ?? '#f2c230'
  const grid = Array.from({ length: 16 }, (_, i) => `<path d="M${i * 120} 0 V1080" stroke="#fff" stroke-opacity=".04"/>`).join('') +
    Array.from({ length: 9 }, (_, i) => `<path d="M0 ${i * 120} H1920" stroke="#fff" stroke-opacity=".04"/>`).join('')
  const buildings = Array.from({ length: 18 }, () => {
    const w = 90 + rnd() * 260
    const h = 70 + rnd() * 220
    const x = 80 + rnd() * (1760 - w)
    const y = 80 + rnd() * (920 - h)
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="6" fill="#2a3140" stroke="#56627a" stroke-width="3"/>`
  }).join('')
  const highGround = Array.from({ length: 4 }, () => {
    const x = 120 + rnd() * 1600
    const y = 120 + rnd() * 800
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="180" height="120" fill="#3b4a2f" fill-opacity=".8" stroke="#8fb36b" stroke-dasharray="10 6" stroke-width="3"/>`
  }).join('')
  const lane = `<path d="M 60 ${540 + (rnd() - 0.5) * 300} C 600 ${200 + rnd() * 680}, 1300 ${200 + rnd() * 680}, 1860 ${540 + (rnd() - 0.5) * 300}" fill="none" stroke="${accent}" stroke-width="22" stroke-opacity=".55" stroke-linecap="round"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
  <rect width="1920" height="1080" fill="#141924"/>${grid}${lane}${highGround}${buildings}
  <circle cx="960" cy="540" r="110" fill="${accent}" fill-opacity=".25" stroke="${accent}" stroke-width="6"/>
  <rect x="20" y="440" width="90" height="200" fill="#2f6fd6" fill-opacity=".5"/>
  <rect x="1810" y="440" width="90" height="200" fill="#d6453b" fill-opacity=".5"/>
  <text x="40" y="70" ${font} font-size="44" font-weight="700" fill="#fff" fill-opacity=".85">${escapeXml(`${mapName} · ${sectionName}`)}</text>
</svg>`
  return render(svg, 70)
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
  <text x="48" y="64" text-anchor="middle" ${font} font-size="46" font-weight="700" fill="${type.colour}">${escapeXml(type.glyph)}</text>
</svg>`
  return render(svg, 90)
}

/** A framed "what you see from here" sketch for markers, breakouts, hot spots and utility placements. */
export function viewpoint(label: string, seed: string, accent = '#f2c230') {
  const rnd = random(`view:${seed}`)
  const horizon = 200 + rnd() * 60
  const pillars = Array.from({ length: 6 }, () => {
    const x = rnd() * 900
    const w = 30 + rnd() * 90
    const h = 80 + rnd() * 200
    return `<rect x="${x.toFixed(0)}" y="${(horizon - h).toFixed(0)}" width="${w.toFixed(0)}" height="${(h + 80).toFixed(0)}" fill="#232a38" stroke="#4a5468"/>`
  }).join('')
  const arrowY = horizon + 120 + rnd() * 60
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
  <rect width="960" height="540" fill="#0f131b"/>
  <polygon points="0,540 960,540 620,${horizon} 340,${horizon}" fill="#1a202c"/>${pillars}
  <path d="M 200 ${arrowY} L 700 ${arrowY - 80}" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
  <polygon points="700,${arrowY - 110} 760,${arrowY - 90} 710,${arrowY - 50}" fill="${accent}"/>
  <rect x="0" y="480" width="960" height="60" fill="#000" fill-opacity=".55"/>
  <text x="24" y="520" ${font} font-size="26" fill="#fff">${escapeXml(label.slice(0, 70))}</text>
</svg>`
  return render(svg, 72)
}

export function portrait(name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2140"/><stop offset="1" stop-color="#07080c"/></linearGradient></defs>
  <rect width="600" height="750" fill="url(#g)"/>
  <ellipse cx="300" cy="300" rx="120" ry="150" fill="#14101f" stroke="#b46bf2" stroke-width="4"/>
  <path d="M120 750 C140 520 460 520 480 750 Z" fill="#14101f" stroke="#b46bf2" stroke-width="4"/>
  <path d="M230 290 H280 M320 290 H370" stroke="#b46bf2" stroke-width="8" stroke-linecap="round"/>
  <text x="300" y="700" text-anchor="middle" ${font} font-size="40" font-weight="700" fill="#fff">${escapeXml(name)}</text>
</svg>`
  return render(svg, 80)
}

export { render as renderSvg }
