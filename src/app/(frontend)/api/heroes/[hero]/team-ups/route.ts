import { getTeamUps } from '@/data/heroes'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// {hero} is a numeric id or a slug; ?locale= picks the language (docs/api-contract.md "Languages").
export const GET = signedGet<{ hero: string }>(({ hero }, _request, language) => getTeamUps(hero, language))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
