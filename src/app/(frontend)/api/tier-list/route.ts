import { apiLatestTierList } from '@/data/tier-list'
import { signedGet } from '@/lib/api/handler'
import { otherMethods } from '@/lib/api/respond'

// The newest published tier list; a 404 while none is published.
export const GET = signedGet(() => apiLatestTierList())
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
