import type { BasicsMode } from '@/data/basics'
import type { HeroRole } from '@/contract/types'

/** Display names of the fixed role and mode values (the anchors use the raw values). */
export const ROLE_LABEL: Record<HeroRole, string> = { vanguard: 'Vanguard', duelist: 'Duelist', strategist: 'Strategist' }
export const MODE_LABEL: Record<BasicsMode, string> = { convoy: 'Convoy', convergence: 'Convergence', domination: 'Domination' }
