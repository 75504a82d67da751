import { apiPatches } from '@/data/patches'
import { signedGet } from '@/lib/api/handler'
import { otherMethods } from '@/lib/api/respond'

// Published patches, newest first.
export const GET = signedGet(() => apiPatches())
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
