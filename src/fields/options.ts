import { adminOptions, adminWords } from '@/i18n/admin-words'

/** The spec's enumerations, as select options; their labels in the admin's language (the `Admin` catalogue). */
export const ROLE_OPTIONS = adminOptions('shared.options.role', ['vanguard', 'duelist', 'strategist'])

export const MAP_TYPE_OPTIONS = adminOptions('maps.options.type', ['convoy', 'convergence', 'domination', 'doom-match', 'conquest'])

/** The three modes a map is played in (the basics guide's modes). */
export const MODE_OPTIONS = adminOptions('shared.options.mode', ['convoy', 'convergence', 'domination'])

export const SIDE_OPTIONS = adminOptions('shared.options.side', ['atk', 'def', 'both'])

export const HOW_TO_WIN_SIDE_OPTIONS = adminOptions('how-to-win.options.side', ['as', 'against', 'with'])

export const HOW_TO_WIN_TYPE_OPTIONS = adminOptions('how-to-win.options.type', ['playbook', 'insight', 'avoid', 'role'])

export const ABILITY_TYPE_OPTIONS = adminOptions('hero-abilities.options.type', ['normal attack', 'ability', 'ultimate', 'passive', 'team-up'])

export const BUTTON_OPTIONS = adminOptions('hero-abilities.options.button', ['left-click', 'right-click', 'shift', 'e', 'q', 'f', 'c', 'v', 'space', 'passive'])

/** The admin's navigation groups. */
export const ADMIN_GROUPS = {
  maps: adminWords('groups.maps'),
  heroes: adminWords('groups.heroes'),
  editorial: adminWords('groups.editorial'),
  inbox: adminWords('groups.inbox'),
  admin: adminWords('groups.admin'),
} as const
