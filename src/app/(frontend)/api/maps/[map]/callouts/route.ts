import { getCallouts } from '@/data/maps'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

export const GET = signedGet<{ map: string }>(({ map }, _request, language) => getCallouts(map, language))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
