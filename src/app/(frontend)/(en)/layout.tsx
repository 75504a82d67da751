// Written by `npm run locale:routes` from the screen named below; edit the screen, not this file.
// @/app/(frontend)/_screens/layout
import * as screen from '@/app/(frontend)/_screens/layout'
import { languageLayout } from '@/i18n/screens'

const bound = languageLayout('en', screen)
export const viewport = screen.viewport
export const generateMetadata = bound.generateMetadata
export default bound.Layout
