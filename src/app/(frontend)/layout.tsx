import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { FeedbackProvider } from '@/components/feedback/FeedbackProvider'
import { ApiProvider } from '@/components/shell/ApiProvider'
import { AppBackground } from '@/components/shell/AppBackground'
import { Footer } from '@/components/shell/Footer'
import { SupportBanner } from '@/components/shell/SupportBanner'
import { TopNav } from '@/components/shell/TopNav'
import { apiKeys } from '@/lib/api-keys'
import { authSettings } from '@/lib/auth-settings'

import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Hero Shooter Fan Guide', template: '%s · Hero Shooter Fan Guide' },
  description: 'News, basics, interactive maps and hero guides for a free-to-play 6v6 hero shooter.',
}

export const viewport: Viewport = { themeColor: '#0d0f14', width: 'device-width', initialScale: 1 }

export default function FrontendLayout({ children }: { children: ReactNode }) {
  // The signing keys go to the browser on purpose: the spec's client signs with an embedded secret.
  const { appId, clientId, secret } = apiKeys()
  return (
    <html lang="en">
      <body>
        <ApiProvider config={{ appId, clientId, secret }} auth={authSettings()}>
          <FeedbackProvider>
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <AppBackground />
            <TopNav />
            <main id="main">{children}</main>
            <SupportBanner />
            <Footer />
          </FeedbackProvider>
        </ApiProvider>
      </body>
    </html>
  )
}
