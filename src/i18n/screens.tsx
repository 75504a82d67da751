import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import type { ComponentType, ReactNode } from 'react'

import { LANGUAGES, localePath, type Language } from './languages'

/**
 * The screens (src/app/(frontend)/_screens) are written once; each language's route file binds one to its
 * language through these wrappers (`npm run locale:routes` writes those files). Each wrapper tells next-intl the
 * language first, since layouts, pages and metadata render apart from each other.
 */

// Next hands pages their params and search params as promises whose shape each screen knows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RouteProps = { params: Promise<any>; searchParams: Promise<any> }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LayoutProps = { params: Promise<any>; children: ReactNode }
type WithLanguage<P> = P & { language: Language }

type PageScreen = {
  default: ComponentType<WithLanguage<RouteProps>>
  metadata?: Metadata
  generateMetadata?: (props: WithLanguage<RouteProps>) => Promise<Metadata> | Metadata
}
type LayoutScreen = {
  default: ComponentType<WithLanguage<LayoutProps>>
  generateMetadata?: (props: WithLanguage<Omit<LayoutProps, 'children'>>) => Promise<Metadata> | Metadata
}
type NotFoundScreen = { default: ComponentType<{ language: Language }> }
/** What Next.js hands a route handler beside the request: the address's params. */
type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> }
type RouteScreen = { GET: (language: Language, context: RouteContext) => Promise<Response> }

/** hreflang alternates of a path of the English route table: every language, and English as x-default. */
function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LANGUAGES.map(({ code }) => [code, localePath(code, path)])),
    'x-default': path,
  }
}

const OPEN_GRAPH_LOCALE: Record<Language, string> = { en: 'en_US', es: 'es_LA', 'pt-BR': 'pt_BR' }

/** A screen's metadata at its address in one language: its own canonical, the alternates, the card's address. */
export function metadataIn(language: Language, metadata: Metadata): Metadata {
  const canonical = metadata.alternates?.canonical
  if (typeof canonical !== 'string') return metadata
  const address = localePath(language, canonical)
  return {
    ...metadata,
    alternates: { ...metadata.alternates, canonical: address, languages: languageAlternates(canonical) },
    ...(metadata.openGraph && { openGraph: { ...metadata.openGraph, url: address, locale: OPEN_GRAPH_LOCALE[language] } }),
  }
}

export function languagePage(language: Language, screen: PageScreen) {
  const Screen = screen.default
  async function generateMetadata(props: RouteProps): Promise<Metadata> {
    setRequestLocale(language)
    const metadata = screen.generateMetadata ? await screen.generateMetadata({ ...props, language }) : (screen.metadata ?? {})
    return metadataIn(language, metadata)
  }
  function Page(props: RouteProps) {
    setRequestLocale(language)
    return <Screen {...props} language={language} />
  }
  return { Page, generateMetadata }
}

export function languageLayout(language: Language, screen: LayoutScreen) {
  const Screen = screen.default
  async function generateMetadata(props: Omit<LayoutProps, 'children'>): Promise<Metadata> {
    setRequestLocale(language)
    return screen.generateMetadata ? screen.generateMetadata({ ...props, language }) : {}
  }
  function Layout(props: LayoutProps) {
    setRequestLocale(language)
    return <Screen {...props} language={language} />
  }
  return { Layout, generateMetadata }
}

export function languageNotFound(language: Language, screen: NotFoundScreen) {
  const Screen = screen.default
  function NotFound() {
    setRequestLocale(language)
    return <Screen language={language} />
  }
  return { NotFound }
}

/** A route handler in one language (the Atom feed, a map's layers): its GET answers for the language of the address. */
export function languageRoute(language: Language, screen: RouteScreen) {
  function GET(_request: Request, context: RouteContext): Promise<Response> {
    return screen.GET(language, context)
  }
  return { GET }
}
