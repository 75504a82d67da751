import { getTranslations } from 'next-intl/server'

import { PUBLIC_CACHE_CONTROL } from '@/cache/cache-policy'
import { getTeamBuilderData } from '@/data/team-builder'
import { asLanguage, LANGUAGES, localePath } from '@/i18n/languages'
import { analyseLineup, lineupSearch, parseLineup } from '@/rules/team-lineup'
import { SITE_NAME, siteUrl } from '@/site/seo'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char])

/**
 * /team-builder/share?team=…&vs=…&map=…&lang=es: the address the team builder's "Copy link" gives. The builder is
 * one cached page for every lineup, so its own preview card cannot name one; this small page carries the
 * lineup's title and card (/team-builder/card) for chat previews, and sends a person on to the builder at once.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const language = asLanguage(LANGUAGES.find((entry) => entry.prefix === `/${query.get('lang')}`)?.code)
  const data = await getTeamBuilderData()
  const { lineup } = parseLineup(
    { team: query.get('team'), vs: query.get('vs'), map: query.get('map') },
    new Set(data.roster.map((hero) => hero.slug)),
    new Set(data.sections.map((section) => section.key)),
  )
  const search = lineupSearch(lineup)
  const base = siteUrl()
  // The refresh and the link stay on the address the visitor came by; the site's own address is for crawlers.
  const onward = `${localePath(language, '/team-builder')}${search ? `?${search}` : ''}`
  const builder = new URL(onward, base).href
  const card = new URL(`/team-builder/card?${lineupSearch({ team: lineup.team, vs: [], map: null })}`, base).href
  const t = await getTranslations({ locale: language, namespace: 'TeamBuilder.meta' })
  const nameOf = (slug: string) => data.roster.find((hero) => hero.slug === slug)?.nickname ?? slug
  const teamUps = analyseLineup(data, lineup).teamUps.map((teamUp) => teamUp.name)
  const title = lineup.team.length ? `${t('title')}: ${lineup.team.map(nameOf).join(', ')}` : t('title')
  const description = teamUps.length ? `${teamUps.join(' · ')} — ${t('description')}` : t('description')
  const html = `<!doctype html>
<html lang="${escape(language)}"><head><meta charset="utf-8">
<title>${escape(title)}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escape(onward)}">
<link rel="canonical" href="${escape(builder)}">
<meta property="og:type" content="website"><meta property="og:site_name" content="${escape(SITE_NAME)}">
<meta property="og:title" content="${escape(title)}"><meta property="og:description" content="${escape(description)}">
<meta property="og:url" content="${escape(builder)}">
<meta property="og:image" content="${escape(card)}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
<meta name="twitter:card" content="summary_large_image"><meta name="twitter:image" content="${escape(card)}">
</head><body><p><a href="${escape(onward)}">${escape(title)}</a></p></body></html>`
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL } })
}
