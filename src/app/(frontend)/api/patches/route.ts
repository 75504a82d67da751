import { apiPatches } from '@/data/patches'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// Published patches, newest first.
export const GET = signedGet((_params, _request, language) => apiPatches(language))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
