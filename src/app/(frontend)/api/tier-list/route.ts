import { apiLatestTierList } from '@/data/tier-list'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// The newest published tier list; a 404 while none is published. ?locale= picks the language of the reasons.
export const GET = signedGet((_params, _request, language) => apiLatestTierList(language))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
