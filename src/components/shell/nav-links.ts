/** The top navigation's sections (their names are the Nav catalogue's keys); one is active when the address contains its path. */
export const NAV_LINKS = [
  { href: '/news', label: 'news' },
  { href: '/patches', label: 'patches' },
  { href: '/basics', label: 'basics' },
  { href: '/maps', label: 'maps' },
  { href: '/heroes', label: 'heroes' },
  { href: '/team-builder', label: 'teamBuilder' },
  { href: '/tier-list', label: 'tierList' },
] as const

export const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`)

/** Below this width the top navigation folds into the menu icon (the shell's style sheets repeat it in their media queries). */
export const MOBILE_NAV_BREAKPOINT_PX = 700
