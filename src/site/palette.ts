/**
 * The guide's colours for roles and modes, used by the generated art (src/seed/images.ts) and the pages, so a
 * mode's badge, dot and thumbnail always agree. Each is readable on the dark panels (WCAG AA for large text
 * and graphics, 3:1 or more against #10131a).
 */
export const ROLE_COLOURS = {
  vanguard: { light: '#6cb4ff', base: '#2f6fd6', dark: '#12336b' },
  duelist: { light: '#ff7a6b', base: '#d6453b', dark: '#6b1612' },
  strategist: { light: '#5fd49a', base: '#2fb67a', dark: '#0f5a3a' },
} as const

export const MODE_COLOURS: Record<string, string> = {
  convoy: '#f2743a',
  convergence: '#b98cff',
  domination: '#3fc6e8',
  'doom-match': '#e84a7f',
  conquest: '#9ad14f',
}

export const modeColour = (mode: string) => MODE_COLOURS[mode] ?? '#f2c230'
