import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { PatchChanges } from '@/components/patches/PatchChanges'
import { patchDate } from '@/components/patches/patch-format'
import { getPatch, getPatches } from '@/data/patches'
import { pageMetadata } from '@/site/seo'

import styles from '../../news/page.module.css'
import feed from '@/components/news/NewsFeed.module.css'

type PatchPageProps = { params: Promise<{ version: string }> }

/** Every published patch is rendered at build time; a later one on its first visit, then kept until it changes. */
export async function generateStaticParams() {
  return (await getPatches()).map(({ version }) => ({ version }))
}

const versionOf = async (params: PatchPageProps['params']) => decodeURIComponent((await params).version)

export async function generateMetadata({ params }: PatchPageProps): Promise<Metadata> {
  const patch = await getPatch(await versionOf(params))
  if (!patch) return { title: 'Patch not found', robots: { index: false } }
  const heroes = patch.changes.filter((change) => change.subject.type === 'hero').length
  const maps = patch.changes.length - heroes
  const description =
    patch.excerpt || `${patch.title}, released ${patchDate(patch.releasedAt)}: ${heroes} hero and ${maps} map changes.`
  return pageMetadata({ title: `Patch ${patch.version}: ${patch.title}`, description, path: `/patches/${patch.version}`, type: 'article' })
}

export default async function PatchPage({ params }: PatchPageProps) {
  const patch = await getPatch(await versionOf(params))
  if (!patch) notFound()
  return (
    <div className={styles.page} data-route="patches">
      <GuideHeader title={`${patch.version}: ${patch.title}`} back={{ href: '/patches', label: 'All patches' }} />
      <div className={styles.list}>
        <article data-testid="patch-page">
          <p className={feed.meta}>
            Released <time dateTime={patch.releasedAt}>{patchDate(patch.releasedAt)}</time>
          </p>
          {/* Safe to inject: the data layer sanitised this HTML on the server (safeNewsHtml). */}
          {patch.html && <div className={feed.body} dangerouslySetInnerHTML={{ __html: patch.html }} />}
          <PatchChanges patch={patch} />
        </article>
      </div>
    </div>
  )
}
