import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/**
 * Links and the router in the page's language: `<Link href="/heroes">` on a Spanish page goes to /es/heroes.
 * usePathname() gives the path in the English route table, which the language switcher keeps.
 */
export const { Link, usePathname, useRouter } = createNavigation(routing)
