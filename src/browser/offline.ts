import type { KeptPage, OfflineAnswer, OfflineRequest } from '@/offline/protocol'

/**
 * The page's side of the offline copy (issue 47): registers the service worker (src/offline/sw.ts) once the page
 * has loaded and the browser is idle, so the first visit is never slower, and asks the worker what it keeps.
 */

const WORKER_URL = '/sw.js'

export function registerOfflineWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const register = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1))
    idle(() => {
      // updateViaCache 'none': the browser asks for /sw.js itself at every navigation, so a deploy (or the kill
      // switch) reaches every visitor on their next page.
      navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch(() => {})
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

async function worker(): Promise<ServiceWorker | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null
  if (navigator.serviceWorker.controller) return navigator.serviceWorker.controller
  // Registered a moment after the page loads (registerOfflineWorker): wait for it rather than say there is none.
  if (!(await navigator.serviceWorker.getRegistration())) return (await navigator.serviceWorker.ready).active
  const registration = await navigator.serviceWorker.ready
  return registration.active
}

/** Whether this browser has (or is getting) the guide's worker. */
export async function hasOfflineWorker(): Promise<boolean> {
  return (await worker()) !== null
}

async function ask(message: OfflineRequest): Promise<OfflineAnswer> {
  const target = await worker()
  if (!target) throw new Error('no service worker')
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) => resolve(event.data as OfflineAnswer)
    target.postMessage(message, [channel.port2])
  })
}

export async function keepOffline(url: string, title: string, pages: string[], assets: string[]): Promise<KeptPage> {
  const reply = await ask({ type: 'keep', url, title, pages, assets })
  if (reply.type !== 'kept') throw new Error(reply.type === 'error' ? reply.message : 'unexpected answer')
  return reply.page
}

export async function keptPages(): Promise<KeptPage[]> {
  const reply = await ask({ type: 'list' })
  return reply.type === 'list' ? reply.pages : []
}

export async function forgetKept(url: string): Promise<void> {
  await ask({ type: 'forget', url })
}

/** When the page on screen was stored, if it came from the worker's copy; null when it came from the network. */
export async function copySavedAt(): Promise<number | null> {
  if (!(await worker())) return null
  const reply = await ask({ type: 'copy-of', url: location.href })
  return reply.type === 'copy' ? reply.savedAt : null
}

/** Every address of the guide the page has loaded or shows: its images (every size) and the data it fetched. */
export function pageAssets(): string[] {
  const found = new Set<string>()
  const add = (value: string | null | undefined) => {
    if (!value) return
    try {
      const url = new URL(value, location.href)
      if (url.origin === location.origin) found.add(url.pathname + url.search)
    } catch {}
  }
  for (const element of document.querySelectorAll<HTMLElement>('img, source, video, link[rel~="preload"], link[rel="stylesheet"]')) {
    add(element.getAttribute('src'))
    add(element.getAttribute('poster'))
    add(element.getAttribute('data-source'))
    if (element.tagName === 'LINK') add(element.getAttribute('href'))
    for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) add(candidate.trim().split(/\s+/)[0])
  }
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (['img', 'image', 'fetch', 'xmlhttprequest', 'script', 'link', 'css'].includes(entry.initiatorType)) add(entry.name)
  }
  return [...found]
}

/** A size as people read it: 1.4 MB, 820 KB. */
export function readableSize(bytes: number, language: string): string {
  const mb = bytes / (1024 * 1024)
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`
  return mb >= 1 ? format(mb, 'MB') : format(Math.max(1, Math.round(bytes / 1024)), 'KB')
}
