import { getTeamUps } from '@/data/heroes'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// {hero} is a numeric id or a slug.
export const GET = signedGet<{ hero: string }>(({ hero }) => getTeamUps(hero))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
