import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContactButton } from '@/components/pages/ContactButton'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

import styles from './page.module.css'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: t('contact'),
    description: t('contactDescription'),
    path: '/contact',
    image: { url: '/contact/hero.webp', alt: t('contact'), width: 1280, height: 720 },
  })
}

/** The spec keeps this route's placeholder text; the button opens the feedback dialog in contact mode. */
export default async function ContactPage() {
  const [t, words] = await Promise.all([getTranslations('Pages'), getTranslations('Feedback')])
  return (
    <div className={styles.contact}>
      <p>{t('contactWorks')}</p>
      <ContactButton label={words('writeToUs')} />
    </div>
  )
}
