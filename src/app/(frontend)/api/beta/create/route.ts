import { NextResponse } from 'next/server'

import { createBetaKey } from '@/data/inbox'
import { signedPost } from '@/lib/api/handler'

export const POST = signedPost(async () =>
  NextResponse.json({ betaKey: await createBetaKey() }, { status: 201, headers: { 'Cache-Control': 'no-store' } }),
)
