import { randomBytes } from 'node:crypto'

import { FEEDBACK_LIMITS } from '@/contract/limits'
import { getGuidePayload, getGuidePool } from '@/cms/payload'

const FEEDBACK_FIELDS = ['contact', 'message', 'on_page', 'browser', 'device', 'os', 'resolution', 'referrer', 'user_agent', 'timezone'] as const

export type FeedbackInput = Partial<Record<(typeof FEEDBACK_FIELDS)[number], string>>

/** Checks a feedback body against the contract; returns the first problem, naming its field. */
export function feedbackProblem(body: unknown): { field: string; message: string } | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { field: 'body', message: 'The body must be a JSON object.' }
  const record = body as Record<string, unknown>
  for (const field of FEEDBACK_FIELDS) {
    const value = record[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') return { field, message: `${field} must be a string.` }
    const max = field === 'message' ? FEEDBACK_LIMITS.message : field === 'contact' ? FEEDBACK_LIMITS.contact : FEEDBACK_LIMITS.other
    if (value.length > max) return { field, message: `${field} may be at most ${max} characters.` }
  }
  const message = record.message
  if (typeof message !== 'string' || !message.trim()) return { field: 'message', message: 'message is required (1 to 5000 characters).' }
  return undefined
}

/** Stores feedback; ip and country come from the request, never from the body. */
export async function saveFeedback(input: FeedbackInput, origin: { ip: string; country?: string }) {
  const payload = await getGuidePayload()
  await payload.create({
    collection: 'feedback',
    overrideAccess: true,
    data: {
      message: input.message!,
      contact: input.contact,
      onPage: input.on_page,
      browser: input.browser,
      device: input.device,
      os: input.os,
      resolution: input.resolution,
      referrer: input.referrer,
      userAgent: input.user_agent,
      timezone: input.timezone,
      ip: origin.ip,
      country: origin.country,
    },
  })
}

/** 128 bits from the system's CSPRNG, as 32 hex characters. */
export async function createBetaKey(): Promise<string> {
  const payload = await getGuidePayload()
  const key = randomBytes(16).toString('hex')
  await payload.create({ collection: 'beta-keys', data: { key, validatedCount: 0 }, overrideAccess: true })
  return key
}

/** True for a known key, whose validation count then rises by one (atomically, in SQL). */
export async function validateBetaKey(key: string): Promise<boolean> {
  if (!/^[0-9a-f]{32}$/.test(key)) return false
  const { rowCount } = await (await getGuidePool()).query(
    'UPDATE beta_keys SET validated_count = COALESCE(validated_count, 0) + 1, updated_at = now() WHERE key = $1',
    [key],
  )
  return Boolean(rowCount)
}
