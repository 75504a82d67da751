import { ImageResponse } from 'next/og'
import sharp from 'sharp'

import { PUBLIC_CACHE_CONTROL } from '@/cache/cache-policy'
import { getHeroAvatarUrl } from '@/data/assets'
import { getTeamBuilderData } from '@/data/team-builder'
import { analyseLineup, parseLineup, TEAM_SIZE } from '@/rules/team-lineup'
import { SITE_NAME } from '@/site/seo'

const WIDTH = 1200
const HEIGHT = 630
const PORTRAIT = 168
const ROLE_COLOURS = { vanguard: '#6cb4ff', duelist: '#ff7a6b', strategist: '#5fd49a' } as const

/** A hero's portrait as a PNG data address (the card's renderer reads no WebP), or null when it cannot be had. */
async function portrait(slug: string, origin: string): Promise<string | null> {
  try {
    const address = await getHeroAvatarUrl(slug)
    if (!address) return null
    const response = await fetch(new URL(address, origin), { signal: AbortSignal.timeout(3_000) })
    if (!response.ok) return null
    const png = await sharp(Buffer.from(await response.arrayBuffer()))
      .resize(PORTRAIT, PORTRAIT, { fit: 'cover' })
      .png()
      .toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  } catch {
    return null
  }
}

/**
 * /team-builder/card?team=…&vs=…&map=…: the preview card a shared lineup shows in chats, our six portraits and the
 * team-ups they activate, 1200×630. Unknown heroes are dropped as on the page. A JPEG, so it stays far under
 * 100 KB; public, so the load balancer and any CDN keep each lineup's card (the data read under it is cached once).
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const data = await getTeamBuilderData()
  const { lineup } = parseLineup(
    { team: url.searchParams.get('team'), vs: url.searchParams.get('vs') },
    new Set(data.roster.map((hero) => hero.slug)),
    new Set(),
  )
  const analysis = analyseLineup(data, lineup)
  const heroes = lineup.team.map((slug) => data.roster.find((hero) => hero.slug === slug)!)
  const images = await Promise.all(heroes.map((hero) => portrait(hero.slug, url.origin)))
  const card = new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', padding: 48, background: '#0b0d12', color: '#f2f2f2' }}>
        <div style={{ display: 'flex', fontSize: 30, color: '#f5c542', letterSpacing: 2 }}>{`${SITE_NAME} · TEAM BUILDER`}</div>
        <div style={{ display: 'flex', gap: 16, marginTop: 40 }}>
          {Array.from({ length: TEAM_SIZE }, (_, index) => heroes[index]).map((hero, index) => (
            <div key={hero?.slug ?? `empty-${index}`} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: PORTRAIT }}>
              <div
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: PORTRAIT,
                  height: PORTRAIT,
                  borderRadius: 16,
                  background: '#1b2030',
                  border: hero ? `4px solid ${ROLE_COLOURS[hero.role]}` : '3px dashed #3a4152',
                  overflow: 'hidden',
                  fontSize: 72,
                  color: '#8a93a6',
                }}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- the card's renderer draws plain <img> only */}
                {hero && images[index] ? <img src={images[index]!} width={PORTRAIT} height={PORTRAIT} alt="" /> : hero ? hero.nickname.charAt(0) : ''}
              </div>
              <div style={{ display: 'flex', marginTop: 10, fontSize: 24, textAlign: 'center' }}>{hero?.nickname ?? ''}</div>
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 'auto', fontSize: 30 }}>
          {analysis.teamUps.length
            ? analysis.teamUps.map((teamUp) => (
                <div key={teamUp.slug} style={{ display: 'flex', padding: '8px 20px', borderRadius: 999, background: '#2a2410', border: '2px solid #f5c542' }}>
                  {teamUp.name}
                </div>
              ))
            : null}
        </div>
      </div>
    ),
    { width: WIDTH, height: HEIGHT },
  )
  const jpeg = await sharp(Buffer.from(await card.arrayBuffer()))
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer()
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': PUBLIC_CACHE_CONTROL } })
}
