import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS } from '@/components/media/image-picks'
import { Untranslated } from '@/components/content/Untranslated'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { PatchChanges } from '@/components/patches/PatchChanges'
import { patchDate } from '@/components/patches/patch-format'
import { PatchOpened } from '@/components/remember/PatchOpened'
import { getPatch, getPatches } from '@/data/patches'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'
import { pagesAhead } from '@/site/pages-ahead'

import styles from '../../news/page.module.css'
import feed from '@/components/news/NewsFeed.module.css'

type PatchPageProps = { params: Promise<{ version: string }> }

/** Every published patch is rendered at build time (by `npm run build`: src/site/pages-ahead.ts); a later one on its first visit, then kept until it changes. */
export const generateStaticParams = pagesAhead(async () => (await getPatches(DEFAULT_LANGUAGE)).map(({ version }) => ({ version })))

const versionOf = async (params: PatchPageProps['params']) => decodeURIComponent((await params).version)

export async function generateMetadata({ params, language }: PatchPageProps & { language: Language }): Promise<Metadata> {
  const [patch, t] = await Promise.all([getPatch(await versionOf(params), language), getTranslations({ locale: language, namespace: 'Pages' })])
  if (!patch) return { title: t('patchNotFound'), robots: { index: false } }
  const heroes = patch.changes.filter((change) => change.subject.type === 'hero').length
  const maps = patch.changes.length - heroes
  const description = patch.excerpt || t('patchDescription', { title: patch.title, date: patchDate(patch.releasedAt, language), heroes, maps })
  return pageMetadata({ title: t('patchTitle', { version: patch.version, title: patch.title }), description, path: `/patches/${patch.version}`, type: 'article' })
}

export default async function PatchPage({ params, language }: PatchPageProps & { language: Language }) {
  const patch = await getPatch(await versionOf(params), language)
  if (!patch) notFound()
  const t = await getTranslations('Pages')
  return (
    <PageImages show={[HERO_AVATARS]}>
      <div className={styles.page} data-route="patches">
        <GuideHeader
          title={`${patch.version}: ${patch.title}`}
          titleLang={patch.untranslated.includes('title') ? 'en' : undefined}
          back={{ href: '/patches', label: t('allPatches') }} />
        <div className={styles.list}>
          <PatchOpened version={patch.version} releasedAt={patch.releasedAt} />
          <article data-testid="patch-page">
            <p className={feed.meta}>
              {t.rich('patchReleased', {
                date: patchDate(patch.releasedAt, language),
                when: (date) => <time dateTime={patch.releasedAt}>{date}</time>,
              })}
            </p>
            {/* Safe to inject: the data layer sanitised this HTML on the server (safeNewsHtml). */}
            {patch.html && (
              <Untranslated when={patch.untranslated.includes('notes')}>
                <div className={feed.body} dangerouslySetInnerHTML={{ __html: patch.html }} />
              </Untranslated>
            )}
            <Untranslated when={patch.untranslated.includes('changes')}>
              <PatchChanges patch={patch} />
            </Untranslated>
          </article>
        </div>
      </div>
    </PageImages>
  )
}
