/** The spec's enumerations, as select options. */
export const ROLE_OPTIONS = [
  { label: 'Vanguard', value: 'vanguard' },
  { label: 'Duelist', value: 'duelist' },
  { label: 'Strategist', value: 'strategist' },
]

export const MAP_TYPE_OPTIONS = [
  { label: 'Convoy', value: 'convoy' },
  { label: 'Convergence', value: 'convergence' },
  { label: 'Domination', value: 'domination' },
  { label: 'Doom Match (arcade)', value: 'doom-match' },
  { label: 'Conquest (arcade)', value: 'conquest' },
]

export const SIDE_OPTIONS = [
  { label: 'Attacking', value: 'atk' },
  { label: 'Defending', value: 'def' },
  { label: 'Both sides', value: 'both' },
]

export const HOW_TO_WIN_SIDE_OPTIONS = [
  { label: 'Playing as', value: 'as' },
  { label: 'Playing against', value: 'against' },
  { label: 'Playing with', value: 'with' },
]

export const HOW_TO_WIN_TYPE_OPTIONS = [
  { label: 'Playbook', value: 'playbook' },
  { label: 'Insight', value: 'insight' },
  { label: 'Avoid', value: 'avoid' },
  { label: 'Role', value: 'role' },
]

export const ABILITY_TYPE_OPTIONS = [
  { label: 'Normal attack', value: 'normal attack' },
  { label: 'Ability', value: 'ability' },
  { label: 'Ultimate', value: 'ultimate' },
  { label: 'Passive', value: 'passive' },
  { label: 'Team-up', value: 'team-up' },
]

export const BUTTON_OPTIONS = ['left-click', 'right-click', 'shift', 'e', 'q', 'f', 'c', 'v', 'space', 'passive'].map(
  (value) => ({ label: value, value }),
)

export const ADMIN_GROUPS = {
  maps: 'Maps',
  heroes: 'Heroes',
  editorial: 'Editorial',
  inbox: 'Inbox',
  admin: 'Admin',
} as const
