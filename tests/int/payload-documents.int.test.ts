import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload.db.destroy?.()
})

describe('Payload on a real PostgreSQL', () => {
  it('writes a user and reads the same document back', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: 'writer@guide.test', password: 'a-long-test-password', name: 'Test Writer', role: 'author' },
    })

    const found = await payload.findByID({ collection: 'users', id: created.id })
    expect(found.email).toBe('writer@guide.test')
    expect(found.name).toBe('Test Writer')

    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: 'writer@guide.test' } } })
    expect(totalDocs).toBe(1)
  })

  it('applied the committed migrations rather than pushing a schema', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 1000 })
    const applied = docs.map((doc) => doc.name)
    expect(migrations.length).toBeGreaterThan(0)
    for (const { name } of migrations) expect(applied).toContain(name)
  })
})
