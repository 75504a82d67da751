import { getHeroes } from '@/data/heroes'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

export const GET = signedGet(() => getHeroes())
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
