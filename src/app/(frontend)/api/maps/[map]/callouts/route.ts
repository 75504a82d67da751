import { getCallouts } from '@/data/maps'
import { signedGet } from '@/lib/api/handler'
import { otherMethods } from '@/lib/api/respond'

export const GET = signedGet<{ map: string }>(({ map }) => getCallouts(map))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
