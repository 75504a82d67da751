import { apiMapPatches } from '@/data/patches'
import { signedGet } from '@/lib/api/handler'
import { otherMethods } from '@/lib/api/respond'

export const GET = signedGet<{ map: string }>(({ map }) => apiMapPatches(map))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
