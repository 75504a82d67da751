import { apiTierList } from '@/data/tier-list'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// {version} as the game names the patch (S5.5); an unknown version, or one without a published list, is a 404.
// ?locale= picks the language of the reasons (docs/api-contract.md "Languages").
export const GET = signedGet<{ version: string }>(({ version }, _request, language) => apiTierList(version, language))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
