'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Untranslated } from '@/components/content/Untranslated'
import { FilterButtons, type FilterOption } from '@/components/guide-header/FilterButtons'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import type { BasicsGuideData, ModeMap } from '@/data/basics'

import styles from './BasicsGuide.module.css'
import { BasicsIndex } from './BasicsIndex'
import { FRAGMENT_SCROLL_DELAY_MS, FRAGMENT_SCROLL_OFFSET_PX } from './fragment-scroll'
import { ModesSection } from './ModesSection'
import { QuickstartSection } from './QuickstartSection'
import { RolesSection } from './RolesSection'

type BasicsSection = 'quickstart' | 'modes' | 'roles'
type BasicsFilter = 'all' | BasicsSection

const FILTERS: BasicsFilter[] = ['all', 'quickstart', 'modes', 'roles']

/** Which section holds each fragment the spec names, so a link into a hidden section can reveal it. */
const FRAGMENT_SECTION: Record<string, BasicsSection> = {
  convoy: 'modes',
  convergence: 'modes',
  domination: 'modes',
  vanguard: 'roles',
  duelist: 'roles',
  strategist: 'roles',
  'quickstart-title': 'quickstart',
  'quickstart-glossary': 'quickstart',
}

const shows = (filter: BasicsFilter, section: BasicsSection) => filter === 'all' || filter === section

/** The address's fragment as an element id; a malformed escape names nothing. */
function currentFragment() {
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return ''
  }
}

/** The Basics screen: a filterable guide of Quickstart, Modes and Roles. */
export function BasicsGuideView({ basics, maps }: { basics: BasicsGuideData; maps: ModeMap[] }) {
  const t = useTranslations('Basics')
  const filterOptions: FilterOption<BasicsFilter>[] = FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))
  const [filter, setFilter] = useState<BasicsFilter>('all')

  // Fragment scrolling (spec: 500 ms wait, 200 px top offset). The wait lets images, fonts and a newly
  // revealed section settle, so the measured position is the final one.
  useEffect(() => {
    let timer: number | undefined
    const scrollToFragment = () => {
      const id = currentFragment()
      if (!id) return
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        const target = document.getElementById(id)
        if (!target) return
        window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - FRAGMENT_SCROLL_OFFSET_PX, behavior: 'smooth' })
      }, FRAGMENT_SCROLL_DELAY_MS)
    }
    const onHashChange = () => {
      const id = currentFragment()
      const section = Object.hasOwn(FRAGMENT_SECTION, id) ? FRAGMENT_SECTION[id] : undefined
      // A quickstart link into Roles while "Quickstart" is selected would point at nothing: show everything.
      if (section) setFilter((current) => (shows(current, section) ? current : 'all'))
      scrollToFragment()
    }
    // The first render shows every section, so the initial fragment needs no reveal.
    scrollToFragment()
    window.addEventListener('hashchange', onHashChange)
    return () => {
      window.removeEventListener('hashchange', onHashChange)
      window.clearTimeout(timer)
    }
  }, [])

  return (
    <>
      <GuideHeader title={t('title')}>
        <FilterButtons options={filterOptions} value={filter} onChange={setFilter} label={t('showSections')} />
      </GuideHeader>
      <BasicsIndex />
      <div className={styles.guide}>
        {shows(filter, 'quickstart') && (
          <Untranslated when={basics.untranslated.includes('quickstart')}>
            <QuickstartSection quickstart={basics.quickstart} />
          </Untranslated>
        )}
        {shows(filter, 'modes') && (
          <Untranslated when={basics.untranslated.includes('modes')}>
            <ModesSection modes={basics.modes} maps={maps} />
          </Untranslated>
        )}
        {shows(filter, 'roles') && (
          <Untranslated when={basics.untranslated.includes('roles')}>
            <RolesSection roles={basics.roles} />
          </Untranslated>
        )}
      </div>
    </>
  )
}
