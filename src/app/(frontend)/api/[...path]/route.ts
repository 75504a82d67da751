import { NextResponse } from 'next/server'

// /api/* belongs to the public contract; any call it does not define is a JSON 404, never Payload's REST.
function notFound() {
  return NextResponse.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
