import NextLink from 'next/link'
import { usePathname as useAddress, useRouter as useNextRouter } from 'next/navigation'
import { createElement, useMemo, type ComponentProps } from 'react'

import { localePath, splitLocalePath, type Language } from './languages'

/**
 * Links and the router in the page's language: `<Link href="/heroes">` on a Spanish page goes to /es/heroes.
 * usePathname() gives the path in the English route table, which the language switcher keeps. The page's
 * language is read from its address (the address alone says the language, docs/architecture.md "Languages").
 *
 * Written here rather than taken from next-intl's createNavigation: these three are all the guide's client
 * components use, and next-intl's navigation code cost every page about 2 KB of brotli script (issue 45: at most
 * 3 KB of script for languages).
 */

type Href = ComponentProps<typeof NextLink>['href']

/** The language of the page being shown, from its address. */
function usePageLanguage(): Language {
  return splitLocalePath(useAddress() ?? '/').language
}

function hrefIn(language: Language, href: Href): Href {
  if (typeof href === 'string') return localePath(language, href)
  return href.pathname ? { ...href, pathname: localePath(language, href.pathname) } : href
}

export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  return createElement(NextLink, { ...props, href: hrefIn(usePageLanguage(), href) })
}

/** The page's path in the English route table: /es/heroes/hulk → /heroes/hulk. */
export function usePathname(): string {
  return splitLocalePath(useAddress() ?? '/').path
}

/** Next's router, whose push, replace and prefetch take paths of the English route table. */
export function useRouter() {
  const router = useNextRouter()
  const language = usePageLanguage()
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) => router.push(localePath(language, href), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) => router.replace(localePath(language, href), options),
      prefetch: (href: string, options?: Parameters<typeof router.prefetch>[1]) => router.prefetch(localePath(language, href), options),
    }),
    [router, language],
  )
}
