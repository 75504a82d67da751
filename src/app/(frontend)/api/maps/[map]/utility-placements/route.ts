import { getUtilityPlacements } from '@/data/maps'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

export const GET = signedGet<{ map: string }>(({ map }, _request, language) => getUtilityPlacements(map, language))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
