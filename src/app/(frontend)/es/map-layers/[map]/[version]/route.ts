// Written by `npm run locale:routes` from the screen named below; edit the screen, not this file.
// @/app/(frontend)/_screens/map-layers/[map]/[version]/route
import * as screen from '@/app/(frontend)/_screens/map-layers/[map]/[version]/route'
import { languageRoute } from '@/i18n/screens'

export const dynamic = 'force-static'
export const GET = languageRoute('es', screen).GET
