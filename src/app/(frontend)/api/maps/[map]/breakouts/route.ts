import { getBreakouts } from '@/data/maps'
import { signedGet } from '@/lib/api/handler'

export const GET = signedGet<{ map: string }>(({ map }) => getBreakouts(map))
