// Written by `npm run locale:routes` from the screen named below; edit the screen, not this file.
// @/app/(frontend)/_screens/privacy/not-found
import * as screen from '@/app/(frontend)/_screens/privacy/not-found'
import { languageNotFound } from '@/i18n/screens'

export default languageNotFound('pt-BR', screen).NotFound
