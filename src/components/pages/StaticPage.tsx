import type { DefaultNodeTypes } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Untranslated } from '@/components/content/Untranslated'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { IntentLink } from '@/components/shell/IntentLink'
import type { GuidePage } from '@/data/pages'
import { longDate } from '@/i18n/date-format'
import type { Language } from '@/i18n/languages'

import { ScrollToTop } from './ScrollToTop'
import styles from './StaticPage.module.css'

/** Site-relative links in the body go through the router (About → profile, maps, heroes) without a reload. */
const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: (args) => {
    const { node, nodesToJSX } = args
    const url = node.fields.url ?? ''
    if (node.fields.linkType !== 'internal' && url.startsWith('/') && !url.startsWith('//') && !node.fields.newTab) {
      return <IntentLink href={url}>{nodesToJSX({ nodes: node.children })}</IntentLink>
    }
    const fallback = defaultConverters.link
    return typeof fallback === 'function' ? fallback(args) : fallback
  },
})

/** The shared layout of Terms, Privacy, About and profile pages: title, date line, extras, rich text. */
export async function StaticPage({
  page,
  showLastUpdated = true,
  back,
  children,
}: {
  page: GuidePage
  showLastUpdated?: boolean
  /** A way back for pages reached from another (a profile from About). */
  back?: { href: string; label: string }
  children?: ReactNode
}) {
  const [t, language] = await Promise.all([getTranslations('Pages'), getLocale()])
  return (
    <div className={styles.page}>
      <ScrollToTop />
      <GuideHeader title={page.title} titleLang={page.untranslated.includes('title') ? 'en' : undefined} back={back} />
      <div className={styles.sheet}>
        {showLastUpdated && (
          // longDate reads UTC, so the server's and the browser's renderings agree whatever their zones.
          <p className={styles.updated}>
            {t.rich('lastUpdated', {
              date: longDate(page.lastUpdated, language as Language),
              when: (date) => <time dateTime={page.lastUpdated}>{date}</time>,
            })}
          </p>
        )}
        {children}
        <Untranslated when={page.untranslated.includes('body')}>
          <article className={styles.article}>
            <RichText data={page.body} converters={converters} disableContainer />
          </article>
        </Untranslated>
      </div>
    </div>
  )
}
