import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { holdsUpload } from '@/cache/shown-pages'

/** Fields shaped like the guide's own: a top-level upload, one in an array in a group, blocks, rich text, tabs. */
const fields: Field[] = [
  { name: 'title', type: 'text' },
  { name: 'avatar', type: 'upload', relationTo: 'media' },
  {
    name: 'roles',
    type: 'group',
    fields: [{ name: 'subtypes', type: 'array', fields: [{ name: 'banner', type: 'upload', relationTo: 'media' }] }],
  },
  { name: 'layout', type: 'blocks', blocks: [{ slug: 'picture', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] }] },
  { name: 'body', type: 'richText' },
  { type: 'tabs', tabs: [{ label: 'Extra', fields: [{ name: 'card', type: 'upload', relationTo: 'media' }] }] },
]

const lexicalWithUpload = (value: unknown) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [] }, { type: 'upload', relationTo: 'media', value }] },
})

describe('holdsUpload: which documents a media edit expires', () => {
  it('finds a file in a top-level upload, by id or populated', () => {
    expect(holdsUpload(fields, { avatar: 7 }, 7)).toBe(true)
    expect(holdsUpload(fields, { avatar: { id: 7, url: '/x.webp' } }, 7)).toBe(true)
    expect(holdsUpload(fields, { avatar: 8 }, 7)).toBe(false)
  })

  it('finds a file nested in a group’s array, in a block, in rich text and in an unnamed tab', () => {
    expect(holdsUpload(fields, { roles: { subtypes: [{ banner: 3 }, { banner: 7 }] } }, 7)).toBe(true)
    expect(holdsUpload(fields, { layout: [{ blockType: 'picture', image: 7 }] }, 7)).toBe(true)
    expect(holdsUpload(fields, { body: lexicalWithUpload(7) }, 7)).toBe(true)
    expect(holdsUpload(fields, { body: lexicalWithUpload({ id: 7 }) }, 7)).toBe(true)
    expect(holdsUpload(fields, { card: 7 }, 7)).toBe(true)
  })

  it('does not mistake another number for the file: a title, another upload, another node', () => {
    expect(holdsUpload(fields, { title: 7, roles: { subtypes: [{ banner: 3 }] }, layout: [{ blockType: 'picture', image: 4 }] }, 7)).toBe(false)
    expect(holdsUpload(fields, { body: { root: { type: 'root', children: [{ type: 'text', value: 7 }] } } }, 7)).toBe(false)
    expect(holdsUpload(fields, { layout: [{ blockType: 'unknown', image: 7 }] }, 7)).toBe(false)
  })
})
