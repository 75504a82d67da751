/**
 * Renders the few fixed images that are part of the site rather than its content (role icons, the portrait
 * stand-in of a hero without one, route backgrounds) into public/.
 * The output is committed; run again after changing src/seed/images.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { heroBackground, heroPlaceholder, roleIcon, type Role } from '../src/seed/images'
import sharp from 'sharp'

import { APP_ICON_SIZES, appIconPath, appIconSvg } from '../src/site/app-icon'
import { heroPlaceholderUrl } from '../src/site/hero-placeholder'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rolesDir = path.join(root, 'public', 'heroes', 'roles')
fs.mkdirSync(rolesDir, { recursive: true })
// Page backgrounds of the routes whose last segment names them (spec: /{segment}/hero.webp).
const ROUTE_BACKGROUNDS: [string, Role][] = [
  // The home page's poster: what it shows instead of its looping video to a visitor saving data (issue 47).
  ['home', 'vanguard'],
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
// The installed app's icons (the manifest, src/app/(frontend)/_screens/manifest.webmanifest/route.ts): plain and maskable.
fs.mkdirSync(path.join(root, 'public', 'icons'), { recursive: true })
for (const size of APP_ICON_SIZES) {
  for (const maskable of [false, true]) {
    fs.writeFileSync(path.join(root, 'public', appIconPath(size, maskable)), await sharp(Buffer.from(appIconSvg(size, maskable))).png({ compressionLevel: 9 }).toBuffer())
    console.log(`public${appIconPath(size, maskable)}`)
  }
}
