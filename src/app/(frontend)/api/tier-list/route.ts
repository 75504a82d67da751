import { apiLatestTierList } from '@/data/tier-list'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// The newest published tier list; a 404 while none is published.
export const GET = signedGet(() => apiLatestTierList())
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
