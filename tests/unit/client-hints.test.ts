import { withPayload } from '@payloadcms/next/withPayload'
import { describe, expect, it } from 'vitest'

import { ADMIN_SOURCES, clientHintsForAdminOnly } from '@/edge/client-hints'

type Rule = { source: string; headers: { key: string; value: string }[] }

const keysFor = (rules: Rule[], source: string) => rules.filter((rule) => rule.source === source).flatMap((rule) => rule.headers.map((header) => header.key.toLowerCase()))

describe('client hints for the admin only', () => {
  it("moves Payload's colour-scheme hints from every path to the admin's, and keeps the guide's own rules", async () => {
    const ours: Rule[] = [{ source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }]
    // The real wrapper, so a Payload upgrade that changes what it adds shows up here.
    const wrapped = withPayload({ headers: async () => ours }, { devBundleServerPackages: false })
    const before = (await wrapped.headers!()) as Rule[]
    expect(keysFor(before, '/:path*'), 'what Payload adds today').toEqual(expect.arrayContaining(['accept-ch', 'critical-ch', 'vary']))

    const after = clientHintsForAdminOnly(before)
    expect(keysFor(after, '/:path*')).toEqual(['x-content-type-options'])
    for (const source of ADMIN_SOURCES) expect(keysFor(after, source)).toEqual(expect.arrayContaining(['accept-ch', 'critical-ch', 'vary']))
    expect(after).toHaveLength(before.length + ADMIN_SOURCES.length - 1)
  })

  it('leaves a rule without client hints, or one already scoped, as it is', () => {
    const rules: Rule[] = [
      { source: '/:path*', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] },
      { source: '/admin/:path*', headers: [{ key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] },
    ]
    expect(clientHintsForAdminOnly(rules)).toEqual(rules)
  })
})
