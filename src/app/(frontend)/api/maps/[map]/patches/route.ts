import { apiMapPatches } from '@/data/patches'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

export const GET = signedGet<{ map: string }>(({ map }) => apiMapPatches(map))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
