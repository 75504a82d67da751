import { getHeroes } from '@/data/heroes'
import { signedGet } from '@/lib/api/handler'
import { otherMethods } from '@/lib/api/respond'

export const GET = signedGet(() => getHeroes())
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
