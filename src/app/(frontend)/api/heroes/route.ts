import { getHeroes } from '@/data/heroes'
import { signedGet } from '@/lib/api/handler'

export const GET = signedGet(() => getHeroes())
