/**
 * Renders the few fixed images that are part of the site rather than its content (role icons) into public/.
 * The output is committed; run again after changing src/seed/images.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { roleIcon, type Role } from '../src/seed/images'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rolesDir = path.join(root, 'public', 'heroes', 'roles')
fs.mkdirSync(rolesDir, { recursive: true })
for (const role of ['vanguard', 'duelist', 'strategist'] as Role[]) {
  fs.writeFileSync(path.join(rolesDir, `${role}.webp`), await roleIcon(role))
  console.log(`public/heroes/roles/${role}.webp`)
}
