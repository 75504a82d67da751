import { apiPatches } from '@/data/patches'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// Published patches, newest first.
export const GET = signedGet(() => apiPatches())
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
