// @ts-check
/**
 * The door to scripts/guide.ts for `npm start` and its siblings, in plain `node`: it bundles guide.ts
 * (scripts/bundle.mjs says why not tsx) and runs the bundle in this same process. guide.ts does the same for
 * every step it starts (migrations and seed, the server), so no process of a start loads code through tsx.
 */
import { pathToFileURL } from 'node:url'

import { bundleScript } from './bundle.mjs'

await import(pathToFileURL(await bundleScript('scripts/guide.ts', 'guide')).href)
