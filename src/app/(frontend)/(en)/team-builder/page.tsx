// Written by `npm run locale:routes` from the screen named below; edit the screen, not this file.
// @/app/(frontend)/_screens/team-builder/page
import * as screen from '@/app/(frontend)/_screens/team-builder/page'
import { languagePage } from '@/i18n/screens'

const bound = languagePage('en', screen)
export const generateMetadata = bound.generateMetadata
export default bound.Page
