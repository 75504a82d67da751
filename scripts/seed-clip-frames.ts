/**
 * Frames of the seed's transformation clips, drawn as SVG and rasterised by sharp, for
 * scripts/make-seed-videos.sh to encode. Each shows a map changing: a wall collapsing into rubble, a platform
 * rising from the floor, a bridge swinging across a gap. Original drawings; nothing from the game.
 *
 *   npx tsx scripts/seed-clip-frames.ts <out-dir>   writes <out-dir>/<clip>/0001.png ...
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const W = 640
const H = 360
const FPS = 12
const SECONDS = 4
const FRAMES = FPS * SECONDS

/** 0 → 1 over [from, to] of the clip, eased, then held; the clip ends on a still of the changed map. */
const ease = (t: number, from: number, to: number) => {
  const x = Math.min(1, Math.max(0, (t - from) / (to - from)))
  return x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2
}

function scene(body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0e16"/><stop offset="1" stop-color="#1b2233"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect y="290" width="${W}" height="70" fill="#232a38"/>
  <path d="M0 290 H${W}" stroke="#4a5468" stroke-width="3"/>
  ${body}
</svg>`
}

/** A wall of bricks; from 1 s the middle falls brick by brick, opening a way through. */
function collapse(t: number) {
  const bricks: string[] = []
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 8; col++) {
      const x = 160 + col * 40 + (row % 2) * 20
      const y = 110 + row * 30
      const middle = col >= 2 && col <= 5
      const delay = 0.25 + (5 - row) * 0.06 + Math.abs(col - 3.5) * 0.04
      const fall = middle ? ease(t, delay, delay + 0.3) : 0
      const dy = fall * (270 - y + ((col * 7 + row * 3) % 12))
      const spin = fall * ((col * 37 + row * 11) % 60) - 30 * fall
      const colour = middle ? '#b5643c' : '#8a4f33'
      bricks.push(`<rect x="${x}" y="${(y + dy).toFixed(1)}" width="38" height="28" rx="2" fill="${colour}" stroke="#2b1a12" stroke-width="2" transform="rotate(${spin.toFixed(1)} ${x + 19} ${(y + dy + 14).toFixed(1)})"/>`)
    }
  }
  const dust = ease(t, 0.4, 0.8) * (1 - ease(t, 0.8, 1))
  return scene(`${bricks.join('')}<ellipse cx="320" cy="280" rx="${160 * dust + 1}" ry="${40 * dust + 1}" fill="#c8b8a0" fill-opacity="${(0.35 * dust).toFixed(2)}"/>
  <path d="M40 260 L110 260" stroke="#3fc6e8" stroke-width="8" stroke-linecap="round" stroke-opacity="${ease(t, 0.75, 0.9).toFixed(2)}"/>
  <polygon points="110,248 132,260 110,272" fill="#3fc6e8" fill-opacity="${ease(t, 0.75, 0.9).toFixed(2)}"/>`)
}

/** A platform rises out of the floor to high ground, and a hero-sized marker steps onto it. */
function rise(t: number) {
  const up = ease(t, 0.2, 0.7)
  const top = 290 - up * 130
  const step = ease(t, 0.75, 0.95)
  return scene(`<rect x="250" y="${top.toFixed(1)}" width="140" height="${(290 - top).toFixed(1)}" fill="#2f6fd6" fill-opacity=".35" stroke="#6cb4ff" stroke-width="3"/>
  <rect x="240" y="${(top - 10).toFixed(1)}" width="160" height="12" rx="3" fill="#6cb4ff"/>
  ${[0, 1, 2].map((i) => `<path d="M${290 + i * 30} ${(top + 40 + ((t * 120 + i * 20) % 60)).toFixed(1)} l10 -14 l10 14" stroke="#6cb4ff" stroke-width="3" fill="none" stroke-opacity="${(0.8 * (1 - step)).toFixed(2)}"/>`).join('')}
  <circle cx="${(120 + step * 200).toFixed(1)}" cy="${(270 - step * (270 - top - 28)).toFixed(1)}" r="16" fill="#f2c230"/>`)
}

/** A bridge swings down across a gap between two ledges, then a marker crosses it. */
function shift(t: number) {
  const swing = ease(t, 0.15, 0.65)
  const angle = -80 + swing * 80
  const cross = ease(t, 0.7, 0.98)
  return scene(`<rect x="0" y="200" width="200" height="160" fill="#232a38" stroke="#4a5468" stroke-width="3"/>
  <rect x="440" y="200" width="200" height="160" fill="#232a38" stroke="#4a5468" stroke-width="3"/>
  <rect x="200" y="290" width="240" height="70" fill="#07090d"/>
  <g transform="rotate(${angle.toFixed(1)} 200 200)"><rect x="200" y="192" width="240" height="16" rx="3" fill="#b98cff"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${210 + i * 38}" y="194" width="6" height="12" fill="#2a2140"/>`).join('')}</g>
  <circle cx="200" cy="200" r="10" fill="#d9b8ff"/>
  <circle cx="${(100 + cross * 440).toFixed(1)}" cy="176" r="16" fill="#f2c230" fill-opacity="${cross > 0 ? 1 : 0.4}"/>`)
}

const CLIPS = { 'transformation-collapse': collapse, 'transformation-rise': rise, 'transformation-shift': shift }

async function main() {
  const out = process.argv[2]
  if (!out) throw new Error('usage: tsx scripts/seed-clip-frames.ts <out-dir>')
  for (const [name, draw] of Object.entries(CLIPS)) {
    const dir = path.join(out, name)
    fs.mkdirSync(dir, { recursive: true })
    for (let frame = 0; frame < FRAMES; frame++) {
      const svg = draw(frame / (FRAMES - 1))
      await sharp(Buffer.from(svg)).png().toFile(path.join(dir, `${String(frame + 1).padStart(4, '0')}.png`))
    }
  }
}

void main()
