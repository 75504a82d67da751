import type { Field, GlobalConfig } from 'payload'

import { anyone, hiddenFromAuthors, isEditor } from '@/access'
import { ADMIN_GROUPS, ROLE_OPTIONS } from '@/fields/options'
import { revalidateGlobal } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

const MODE_OPTIONS = [
  { label: 'Convoy', value: 'convoy' },
  { label: 'Convergence', value: 'convergence' },
  { label: 'Domination', value: 'domination' },
]

const textList = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [{ name: 'text', type: 'textarea', localized: true, required: true }],
})

const threeHeroes = (name: string, label: string): Field => ({
  name,
  label,
  type: 'relationship',
  relationTo: 'heroes',
  hasMany: true,
  maxRows: 3,
  admin: { width: '50%' },
})

/** The basics guide, as structured fields the page lays out (spec §2 Basics). */
export const Basics: GlobalConfig = {
  slug: 'basics',
  label: 'Basics',
  admin: { group: ADMIN_GROUPS.editorial, hidden: hiddenFromAuthors },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [indexForSearch, revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'quickstart',
          label: 'Quickstart',
          fields: [
            { name: 'overview', type: 'textarea', localized: true, required: true },
            {
              name: 'roles',
              type: 'array',
              fields: [
                { type: 'row', fields: [
                  { name: 'role', type: 'select', options: ROLE_OPTIONS, required: true, admin: { width: '30%' } },
                  { name: 'label', type: 'text', localized: true, required: true, admin: { width: '70%' } },
                ] },
                { name: 'summary', type: 'textarea', localized: true, required: true },
              ],
            },
            {
              name: 'modes',
              type: 'array',
              fields: [
                { name: 'mode', type: 'select', options: MODE_OPTIONS, required: true },
                { name: 'summary', type: 'textarea', localized: true, required: true },
              ],
            },
            {
              name: 'arcadeModes',
              label: 'Arcade modes',
              type: 'array',
              fields: [
                { name: 'name', type: 'text', localized: true, required: true },
                { name: 'summary', type: 'textarea', localized: true, required: true },
              ],
            },
            textList('howToWin', 'How to win'),
            textList('howToLose', 'How to lose'),
            { name: 'stagger', type: 'textarea', localized: true },
            { name: 'practice', type: 'textarea', localized: true },
            {
              name: 'healthBarColours',
              label: 'Health bar colours',
              type: 'array',
              fields: [
                { type: 'row', fields: [
                  { name: 'colour', type: 'text', localized: true, required: true, admin: { width: '30%' } },
                  { name: 'meaning', type: 'text', localized: true, required: true, admin: { width: '70%' } },
                ] },
              ],
            },
            {
              name: 'glossary',
              type: 'array',
              fields: [
                { name: 'term', type: 'text', localized: true, required: true },
                { name: 'definition', type: 'textarea', localized: true, required: true },
              ],
            },
          ],
        },
        {
          label: 'Modes',
          fields: [
            {
              name: 'modes',
              type: 'array',
              maxRows: 3,
              fields: [
                { name: 'mode', type: 'select', options: MODE_OPTIONS, required: true },
                { name: 'description', type: 'textarea', localized: true, required: true },
                { name: 'coreStrategy', label: 'Core strategy', type: 'textarea', localized: true },
                { name: 'defending', type: 'textarea', localized: true },
                { name: 'attacking', type: 'textarea', localized: true },
                { type: 'row', fields: [
                  threeHeroes('recommendedDefenders', 'Recommended defenders'),
                  threeHeroes('recommendedAttackers', 'Recommended attackers'),
                ] },
                { name: 'mechanics', label: 'Mechanics and overtime', type: 'textarea', localized: true },
              ],
            },
          ],
        },
        {
          label: 'Roles',
          fields: [
            {
              name: 'roles',
              type: 'array',
              maxRows: 3,
              fields: [
                { name: 'role', type: 'select', options: ROLE_OPTIONS, required: true },
                { name: 'banner', type: 'upload', relationTo: 'media' },
                { name: 'overview', type: 'textarea', localized: true, required: true },
                {
                  name: 'subtypes',
                  type: 'array',
                  fields: [
                    { name: 'name', type: 'text', localized: true, required: true },
                    { name: 'paragraph', type: 'textarea', localized: true, required: true },
                    { name: 'exampleHeroes', label: 'Example heroes', type: 'relationship', relationTo: 'heroes', hasMany: true },
                    textList('traits', 'Common traits'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
