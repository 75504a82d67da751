/**
 * The guide's log (src/observability/log.ts): no secret, password, token, signature or full e-mail address
 * reaches a line, wherever it was put; the request id is the load balancer's when well-formed.
 */
import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { createGuideLogger, logLevel, requestIdOf, scrub } from '@/observability/log'

/** A logger writing into an array of lines, as it would write to stdout. */
async function capture(level = 'trace') {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const log = createGuideLogger({ LOG_LEVEL: level }, sink)
  return { log, lines }
}

const SECRETS = {
  bearer: 'bearer-7f3a9c1e5b2d4f60a8b7c6d5e4f3a2b1',
  cookie: 'payload-token=cookie-9d8c7b6a5f4e3d2c1b0a',
  signature: 'c0ffee00deadbeef0123456789abcdef0123456789abcdef0123456789abcdef',
  password: 'hunter2-correct-horse-battery',
  resetToken: 'reset-tok-1a2b3c4d5e6f7a8b9c0d',
  queryToken: 'qtok-5e6f7a8b9c0d1a2b',
  previewSecret: 'preview-sec-0a9b8c7d6e5f',
  csrf: 'csrf-abcdef0123456789',
  jobsToken: 'jobs-0123456789abcdef0123',
  apiKey: 'key-ffeeddccbbaa99887766',
  emailLocal: 'jane.doe+guide',
}
const EMAIL = `${SECRETS.emailLocal}@example.org`

describe('the log', () => {
  it('never writes a secret, password, token, signature or full e-mail address, wherever it is put', async () => {
    const { log, lines } = await capture()
    // In headers, as a request line or an error report would carry them.
    log.info({
      req: {
        headers: {
          authorization: `Bearer ${SECRETS.bearer}`,
          cookie: SECRETS.cookie,
          'x-app-signature': SECRETS.signature,
          'x-csrf-token': SECRETS.csrf,
          'x-guide-jobs-token': SECRETS.jobsToken,
          'Fastly-Key': SECRETS.apiKey,
        },
      },
    }, 'headers')
    // In a body and nested objects, under the names secrets go by.
    log.warn({ body: { email: EMAIL, password: SECRETS.password, user: { resetPasswordToken: SECRETS.resetToken } }, apiKey: SECRETS.apiKey }, 'body')
    // In addresses: query values, a reset link's path, an e-mail in the query and in the path.
    log.info({ path: `/preview?secret=${SECRETS.previewSecret}&slug=/heroes/hulk` }, 'path')
    log.info({ path: `/api/feedback?token=${SECRETS.queryToken}&contact=${encodeURIComponent(EMAIL)}` }, 'path')
    log.info({ path: `/admin/reset/${SECRETS.resetToken}` }, 'path')
    log.info({ path: `/cms-api/users/verify/${SECRETS.resetToken}?x=1` }, 'path')
    log.info({ path: `/profiles/${EMAIL}` }, 'path')
    // In the message itself, and in an error.
    log.error(`sign-in failed for ${EMAIL} with Authorization: Bearer ${SECRETS.bearer}`)
    log.error({ err: new Error(`password ${SECRETS.password} rejected for ${EMAIL}; see /admin/reset/${SECRETS.resetToken}`) }, 'error')
    log.info({ headers: { Authorization: `Basic ${Buffer.from(`admin:${SECRETS.password}`).toString('base64')}` } }, 'basic')

    const output = lines.join('\n')
    expect(lines).toHaveLength(10)
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
    for (const [kind, secret] of Object.entries(SECRETS)) expect(output, kind).not.toContain(secret)
    expect(output).not.toContain(encodeURIComponent(EMAIL))
    expect(output).not.toContain(Buffer.from(`admin:${SECRETS.password}`).toString('base64'))
    // What is not secret stays readable.
    expect(output).toContain('/heroes/hulk')
    expect(output).toContain('/admin/reset/[redacted]')
    expect(output).toContain('example.org')
  })

  it('leaves plain addresses alone', () => {
    expect(scrub('/maps/yggsgard/yggdrasill-path/ascent?view=full#top')).toBe('/maps/yggsgard/yggdrasill-path/ascent?view=full#top')
    expect(scrub('/api/news/10/0')).toBe('/api/news/10/0')
  })

  it('takes its level from LOG_LEVEL and refuses one it does not know', async () => {
    expect(logLevel(undefined)).toBe('info')
    expect(logLevel('WARN')).toBe('warn')
    expect(() => logLevel('loud')).toThrow(/LOG_LEVEL/)
    const { log, lines } = await capture('warn')
    log.info('quiet')
    log.warn('heard')
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['heard'])
  })

  it("keeps the load balancer's request id when well-formed, and makes one otherwise", () => {
    expect(requestIdOf('3f2a9c1e5b2d4f60a8b7c6d5e4f3a2b1')).toBe('3f2a9c1e5b2d4f60a8b7c6d5e4f3a2b1')
    expect(requestIdOf('Root=1-67891233-abcdef012345678912345678')).toBe('Root=1-67891233-abcdef012345678912345678')
    for (const bad of [undefined, '', 'has space', 'line\nbreak', '"quoted"', 'x'.repeat(201), '<script>']) {
      const id = requestIdOf(bad)
      expect(id).not.toBe(bad)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})
