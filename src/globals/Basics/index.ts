import type { Field, GlobalConfig } from 'payload'

import { anyone, hiddenFromAuthors, isEditor } from '@/access'
import { ADMIN_GROUPS, MODE_OPTIONS, ROLE_OPTIONS } from '@/fields/options'
import { revalidateGlobal } from '@/cache/revalidate'
import { adminWords } from '@/i18n/admin-words'
import type { Catalogue } from '@/i18n/catalogue'
import { indexForSearch } from '@/search/search-index'

type BasicsField = keyof Catalogue['Admin']['basics']['fields']
type BasicsRows = keyof Catalogue['Admin']['basics']['rows']

/** A field's label in the admin's language: the basics' own words first, then the shared ones. */
const label = (name: BasicsField) => adminWords(`basics.fields.${name}`)
const shared = (key: keyof Catalogue['Admin']['shared']['fields']) => adminWords(`shared.fields.${key}`)
/** An array's label and its rows' names ("Add Term"). */
const rows = (name: BasicsRows) => ({ singular: adminWords(`basics.rows.${name}.singular`), plural: adminWords(`basics.rows.${name}.plural`) })

const textList = (name: BasicsField & BasicsRows): Field => ({
  name,
  label: label(name),
  labels: rows(name),
  type: 'array',
  fields: [{ name: 'text', label: shared('text'), type: 'textarea', localized: true, required: true }],
})

const threeHeroes = (name: BasicsField): Field => ({
  name,
  label: label(name),
  type: 'relationship',
  relationTo: 'heroes',
  hasMany: true,
  maxRows: 3,
  admin: { width: '50%' },
})

/** The basics guide, as structured fields the page lays out (spec §2 Basics). */
export const Basics: GlobalConfig = {
  slug: 'basics',
  label: adminWords('basics.label'),
  admin: { group: ADMIN_GROUPS.editorial, hidden: hiddenFromAuthors },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [indexForSearch, revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'quickstart',
          label: adminWords('basics.tabs.quickstart'),
          fields: [
            { name: 'overview', label: label('overview'), type: 'textarea', localized: true, required: true },
            {
              name: 'roles',
              label: label('roles'),
              labels: rows('roles'),
              type: 'array',
              fields: [
                { type: 'row', fields: [
                  { name: 'role', label: shared('role'), type: 'select', options: ROLE_OPTIONS, required: true, admin: { width: '30%' } },
                  { name: 'label', label: label('label'), type: 'text', localized: true, required: true, admin: { width: '70%' } },
                ] },
                { name: 'summary', label: shared('summary'), type: 'textarea', localized: true, required: true },
              ],
            },
            {
              name: 'modes',
              label: label('modes'),
              labels: rows('modes'),
              type: 'array',
              fields: [
                { name: 'mode', label: label('mode'), type: 'select', options: MODE_OPTIONS, required: true },
                { name: 'summary', label: shared('summary'), type: 'textarea', localized: true, required: true },
              ],
            },
            {
              name: 'arcadeModes',
              label: label('arcadeModes'),
              labels: rows('arcadeModes'),
              type: 'array',
              fields: [
                { name: 'name', label: shared('name'), type: 'text', localized: true, required: true },
                { name: 'summary', label: shared('summary'), type: 'textarea', localized: true, required: true },
              ],
            },
            textList('howToWin'),
            textList('howToLose'),
            { name: 'stagger', label: label('stagger'), type: 'textarea', localized: true },
            { name: 'practice', label: label('practice'), type: 'textarea', localized: true },
            {
              name: 'healthBarColours',
              label: label('healthBarColours'),
              labels: rows('healthBarColours'),
              type: 'array',
              fields: [
                { type: 'row', fields: [
                  { name: 'colour', label: label('colour'), type: 'text', localized: true, required: true, admin: { width: '30%' } },
                  { name: 'meaning', label: label('meaning'), type: 'text', localized: true, required: true, admin: { width: '70%' } },
                ] },
              ],
            },
            {
              name: 'glossary',
              label: label('glossary'),
              labels: rows('glossary'),
              type: 'array',
              fields: [
                { name: 'term', label: label('term'), type: 'text', localized: true, required: true },
                { name: 'definition', label: label('definition'), type: 'textarea', localized: true, required: true },
              ],
            },
          ],
        },
        {
          label: adminWords('basics.tabs.modes'),
          fields: [
            {
              name: 'modes',
              label: label('modes'),
              labels: rows('modes'),
              type: 'array',
              maxRows: 3,
              fields: [
                { name: 'mode', label: label('mode'), type: 'select', options: MODE_OPTIONS, required: true },
                { name: 'description', label: shared('description'), type: 'textarea', localized: true, required: true },
                { name: 'coreStrategy', label: label('coreStrategy'), type: 'textarea', localized: true },
                { name: 'defending', label: label('defending'), type: 'textarea', localized: true },
                { name: 'attacking', label: label('attacking'), type: 'textarea', localized: true },
                { type: 'row', fields: [
                  threeHeroes('recommendedDefenders'),
                  threeHeroes('recommendedAttackers'),
                ] },
                { name: 'mechanics', label: label('mechanics'), type: 'textarea', localized: true },
              ],
            },
          ],
        },
        {
          label: adminWords('basics.tabs.roles'),
          fields: [
            {
              name: 'roles',
              label: label('roles'),
              labels: rows('roles'),
              type: 'array',
              maxRows: 3,
              fields: [
                { name: 'role', label: shared('role'), type: 'select', options: ROLE_OPTIONS, required: true },
                { name: 'banner', label: label('banner'), type: 'upload', relationTo: 'media' },
                { name: 'overview', label: label('overview'), type: 'textarea', localized: true, required: true },
                {
                  name: 'subtypes',
                  label: label('subtypes'),
                  labels: rows('subtypes'),
                  type: 'array',
                  fields: [
                    { name: 'name', label: shared('name'), type: 'text', localized: true, required: true },
                    { name: 'paragraph', label: label('paragraph'), type: 'textarea', localized: true, required: true },
                    { name: 'exampleHeroes', label: label('exampleHeroes'), type: 'relationship', relationTo: 'heroes', hasMany: true },
                    textList('traits'),
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
