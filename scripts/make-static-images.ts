/**
 * Renders the few fixed images that are part of the site rather than its content (role icons, the portrait
 * stand-in of a hero without one, route backgrounds) into public/.
 * The output is committed; run again after changing src/seed/images.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { heroBackground, heroPlaceholder, roleIcon, type Role } from '../src/seed/images'
import { heroPlaceholderUrl } from '../src/site/hero-placeholder'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rolesDir = path.join(root, 'public', 'heroes', 'roles')
fs.mkdirSync(rolesDir, { recursive: true })
// Page backgrounds of the routes whose last segment names them (spec: /{segment}/hero.webp).
const ROUTE_BACKGROUNDS: [string, Role][] = [
  ['news', 'strategist'],
  ['patches', 'strategist'],
  ['basics', 'vanguard'],
  ['maps', 'duelist'],
  ['heroes', 'vanguard'],
  ['tier-list', 'duelist'],
  ['about', 'strategist'],
  ['terms', 'duelist'],
  ['privacy', 'duelist'],
  ['contact', 'strategist'],
]
for (const [segment, tint] of ROUTE_BACKGROUNDS) {
  const dir = path.join(root, 'public', segment)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'hero.webp'), await heroBackground(segment, tint))
  console.log(`public/${segment}/hero.webp`)
}
for (const role of ['vanguard', 'duelist', 'strategist'] as Role[]) {
  fs.writeFileSync(path.join(rolesDir, `${role}.webp`), await roleIcon(role))
  console.log(`public/heroes/roles/${role}.webp`)
  fs.writeFileSync(path.join(root, 'public', heroPlaceholderUrl(role)), await heroPlaceholder(role))
  console.log(`public${heroPlaceholderUrl(role)}`)
}
