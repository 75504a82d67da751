// Written by `npm run locale:routes` from the screen named below; edit the screen, not this file.
// @/app/(frontend)/_screens/manifest.webmanifest/route
import * as screen from '@/app/(frontend)/_screens/manifest.webmanifest/route'
import { languageRoute } from '@/i18n/screens'

export const GET = languageRoute('pt-BR', screen).GET
