import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { FeedbackProvider } from '@/components/feedback/FeedbackProvider'
import { ApiProvider } from '@/components/shell/ApiProvider'
import { AppBackground } from '@/components/shell/AppBackground'
import { ConsoleCredits } from '@/components/shell/ConsoleCredits'
import { Footer } from '@/components/shell/Footer'
import { LanguageSuggestion } from '@/components/shell/LanguageSuggestion'
import { OfflineAgent } from '@/components/offline/OfflineAgent'
import { OfflineNotice } from '@/components/offline/OfflineNotice'
import { SupportBanner } from '@/components/shell/SupportBanner'
import { TopNav } from '@/components/shell/TopNav'
import { getNewestPatchVersion } from '@/data/patches'
import { apiKeys } from '@/contract/api-keys'
import { displayFont } from '@/site/fonts/display'
import { appIconPath } from '@/site/app-icon'
import { SITE_NAME, siteUrl } from '@/site/seo'
import { authSettings } from '@/browser/api-client/settings'
import { localePath, type Language } from '@/i18n/languages'
import { clientMessages } from '@/i18n/client-messages'

import '../globals.css'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Site' })
  return {
    metadataBase: siteUrl(),
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: t('description'),
    // The installed app in this page's language (issue 47).
    manifest: localePath(language, '/manifest.webmanifest'),
    icons: { icon: [{ url: appIconPath(192, false), sizes: '192x192', type: 'image/png' }], apple: appIconPath(192, false) },
  }
}

export const viewport: Viewport = { themeColor: '#0d0f14', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children, language }: { children: ReactNode; language: Language }) {
  // The signing keys go to the browser on purpose: the spec's client signs with an embedded secret.
  const { appId, clientId, secret } = apiKeys()
  const [t, offline, messages, newestPatch] = await Promise.all([
    getTranslations('ShellFrame'),
    getTranslations('Offline'),
    getMessages(),
    getNewestPatchVersion(),
  ])
  return (
    <html lang={language} className={displayFont.variable}>
      <body>
        {/* Feed readers find the Atom feed of news and patches in the page's language from any page (React places it in the head). */}
        <link rel="alternate" type="application/atom+xml" title={t('feedTitle', { site: SITE_NAME })} href={localePath(language, '/feed.xml')} />
        <NextIntlClientProvider locale={language} messages={clientMessages(messages)}>
        <ApiProvider config={{ appId, clientId, secret }} auth={authSettings()}>
            <FeedbackProvider>
              <a className="skip-link" href="#main">
                {t('skipToContent')}
              </a>
              <ConsoleCredits />
              <AppBackground />
              <TopNav />
              <OfflineNotice
                message={offline.raw('notice') as string}
                messageNoPatch={offline.raw('noticeNoPatch') as string}
                version={newestPatch}
                language={language}
              />
              <main id="main">{children}</main>
              <SupportBanner />
              <Footer />
              <LanguageSuggestion language={language} />
              <OfflineAgent />
            </FeedbackProvider>
        </ApiProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
