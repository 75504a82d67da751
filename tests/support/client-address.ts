import { createHmac } from 'node:crypto'

/**
 * A stable made-up client address per name, for the X-Forwarded-For that a trusted proxy (loopback, in the
 * test apps' GUIDE_TRUSTED_PROXIES) reports: the rate limits count per address, so each test client gets its own.
 */
export function addressOf(client: string): string {
  const digest = createHmac('sha256', 'address').update(client).digest()
  return `10.${digest[0]}.${digest[1]}.${(digest[2] % 250) + 1}`
}
