import { getLocations } from '@/data/maps'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

export const GET = signedGet((_params, _request, language) => getLocations(language))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
