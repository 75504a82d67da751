import { NextResponse } from 'next/server'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { feedbackProblem, saveFeedback, type FeedbackInput } from '@/data/inbox'
import { signedPost } from '@/api/handler'
import { apiError, otherMethods } from '@/api/respond'
import { clientCountry, clientIp } from '@/edge/client-address'

export const POST = signedPost(async (body, request) => {
  const problem = feedbackProblem(body)
  if (problem) return apiError(400, 'bad_request', problem.message, { 'X-Invalid-Field': problem.field })
  await saveFeedback(body as FeedbackInput, { ip: clientIp(request), country: clientCountry(request) })
  return NextResponse.json({ ok: true }, { status: 201, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } })
})
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
