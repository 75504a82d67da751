// Written by `npm run locale:routes` from the screen named below; edit the screen, not this file.
// @/app/(frontend)/_screens/maps/[location]/[map]/layout
import * as screen from '@/app/(frontend)/_screens/maps/[location]/[map]/layout'
import { languageLayout } from '@/i18n/screens'

const bound = languageLayout('es', screen)
export const generateStaticParams = screen.generateStaticParams
export default bound.Layout
