import { getHowToWin } from '@/data/heroes'
import { signedGet } from '@/lib/api/handler'

// {hero} is a numeric id or a slug.
export const GET = signedGet<{ hero: string }>(({ hero }) => getHowToWin(hero))
