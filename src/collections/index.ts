import type { CollectionConfig } from 'payload'

import { BetaKeys } from './BetaKeys'
import { Breakouts } from './Breakouts'
import { Feedback } from './Feedback'
import { HeroAbilities } from './HeroAbilities'
import { HeroDetails } from './HeroDetails'
import { Heroes } from './Heroes'
import { HowToWin } from './HowToWin'
import { Locations } from './Locations'
import { MapCallouts } from './MapCallouts'
import { MapHeroes } from './MapHeroes'
import { MapMarkers } from './MapMarkers'
import { MapRoutes } from './MapRoutes'
import { Maps } from './Maps'
import { MapSections } from './MapSections'
import { MarkerIcons } from './MarkerIcons'
import { Media } from './Media'
import { News } from './News'
import { Pages } from './Pages'
import { Patches } from './Patches'
import { PowerPositions } from './PowerPositions'
import { TeamUps } from './TeamUps'
import { TierLists } from './TierLists'
import { Transformations } from './Transformations'
import { Users } from './Users'
import { UtilityPlacements } from './UtilityPlacements'

/** In admin navigation order: Maps, Heroes, Editorial, Inbox, Admin. Each lists the hooks a save runs in its own config. */
export const collections: CollectionConfig[] = [
  Locations,
  Maps,
  MapSections,
  MapMarkers,
  MapCallouts,
  MapRoutes,
  MarkerIcons,
  MapHeroes,
  PowerPositions,
  Breakouts,
  Transformations,
  UtilityPlacements,
  Heroes,
  HeroAbilities,
  HeroDetails,
  HowToWin,
  TeamUps,
  News,
  Patches,
  TierLists,
  Pages,
  Feedback,
  BetaKeys,
  Media,
  Users,
]
