import { apiTierList } from '@/data/tier-list'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// {version} as the game names the patch (S5.5); an unknown version, or one without a published list, is a 404.
export const GET = signedGet<{ version: string }>(({ version }) => apiTierList(version))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
