import { getLocations } from '@/data/maps'
import { signedGet } from '@/lib/api/handler'

export const GET = signedGet(() => getLocations())
