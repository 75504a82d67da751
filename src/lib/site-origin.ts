import { headers } from 'next/headers'

/** The address visitors used, so social previews get absolute image URLs on any host the guide runs on. */
export async function siteOrigin(): Promise<URL> {
  const list = await headers()
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost'
  const proto = list.get('x-forwarded-proto')?.split(',')[0].trim() || 'http'
  try {
    return new URL(`${proto}://${host}`)
  } catch {
    return new URL('http://localhost')
  }
}
