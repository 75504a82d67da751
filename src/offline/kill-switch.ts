/**
 * The worker /sw.js serves while GUIDE_OFFLINE=off (docs/operations.md, "Turning the offline copy off"): it drops
 * every cache the guide's worker made, unregisters itself and reloads the open tabs onto the network.
 * Browsers look for a new worker at every navigation (updateViaCache 'none'), so one visit is enough.
 */
export const KILL_SWITCH_WORKER = `self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('guide-')) await caches.delete(name)
    await self.registration.unregister()
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url)
  })())
})
`
