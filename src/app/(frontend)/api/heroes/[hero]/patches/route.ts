import { apiHeroPatches } from '@/data/patches'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// {hero} is a numeric id or a slug.
export const GET = signedGet<{ hero: string }>(({ hero }) => apiHeroPatches(hero))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
