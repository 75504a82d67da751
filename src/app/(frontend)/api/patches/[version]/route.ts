import { apiPatch } from '@/data/patches'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'

// {version} as the game names it (S5.5); an unknown or unpublished one is a 404.
export const GET = signedGet<{ version: string }>(({ version }, _request, language) => apiPatch(version, language))
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
