import { NextResponse } from 'next/server'

import { feedbackProblem, saveFeedback, type FeedbackInput } from '@/data/inbox'
import { signedPost } from '@/lib/api/handler'
import { clientIp } from '@/lib/api/rate-limit'
import { apiError } from '@/lib/api/respond'

/** Country headers set by the proxies we trust (they overwrite whatever a client sent). */
function country(request: Request): string | undefined {
  const names = (process.env.GUIDE_COUNTRY_HEADER ?? 'cf-ipcountry,x-vercel-ip-country').split(',')
  for (const name of names) {
    const value = request.headers.get(name.trim())
    if (value && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase()
  }
  return undefined
}

export const POST = signedPost(async (body, request) => {
  const problem = feedbackProblem(body)
  if (problem) return apiError(400, 'bad_request', problem.message, { 'X-Invalid-Field': problem.field })
  await saveFeedback(body as FeedbackInput, { ip: clientIp(request), country: country(request) })
  return NextResponse.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
})
