import { getTranslations } from 'next-intl/server'

import { PUBLIC_CACHE_CONTROL } from '@/cache/cache-policy'
import { localePath, type Language } from '@/i18n/languages'
import { APP_BACKGROUND, APP_ICON_SIZES, appIconPath } from '@/site/app-icon'
import { SITE_NAME } from '@/site/seo'

/**
 * /manifest.webmanifest, /es/manifest.webmanifest, /pt-br/manifest.webmanifest: the installed app (issue 47), one
 * per language so the app opens, and its shortcuts lead, in the language it was installed from. Every page's
 * layout names its language's manifest.
 */
export async function GET(language: Language): Promise<Response> {
  const [t, site] = await Promise.all([getTranslations({ locale: language, namespace: 'Offline' }), getTranslations({ locale: language, namespace: 'Site' })])
  const start = localePath(language, '/')
  const icons = APP_ICON_SIZES.flatMap((size) => [
    { src: appIconPath(size, false), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    { src: appIconPath(size, true), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
  ])
  const shortcut = (name: string, path: string) => ({ name, url: localePath(language, path), icons: [{ src: appIconPath(192, false), sizes: '192x192', type: 'image/png' }] })
  const manifest = {
    id: start,
    name: SITE_NAME,
    short_name: t('shortName'),
    description: site('description'),
    lang: language,
    start_url: start,
    scope: '/',
    display: 'standalone',
    background_color: APP_BACKGROUND,
    theme_color: APP_BACKGROUND,
    categories: ['games', 'entertainment'],
    icons,
    shortcuts: [shortcut(t('shortcutMaps'), '/maps'), shortcut(t('shortcutHeroes'), '/heroes'), shortcut(t('shortcutTierList'), '/tier-list')],
  }
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL } })
}
