import { getSections } from '@/data/maps'
import { signedGet } from '@/lib/api/handler'

export const GET = signedGet(() => getSections())
