import { notFound } from '@/api/respond'

// /api/* belongs to the public contract; any call it does not define is a JSON 404, never Payload's REST.
export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
