import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { committedMigrations } from '../../src/lib/db/migrations'
import { testPayload } from '../setup/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('migrations', () => {
  it('brought this database, created from nothing, to the schema by running every committed migration', async () => {
    const committed = committedMigrations(payload)
    expect(committed.length).toBeGreaterThan(0)
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false })
    expect(docs.map((d) => d.name).sort()).toEqual(committed)
  })

  it('has every SPEC §3 collection and global ready for content in both locales', async () => {
    const tag = await payload.create({ collection: 'event-tags', locale: 'de', data: { name: 'Familie' }, overrideAccess: true })
    await payload.update({ collection: 'event-tags', id: tag.id, locale: 'en', data: { name: 'Family', slug: '' }, overrideAccess: true })
    const de = await payload.findByID({ collection: 'event-tags', id: tag.id, locale: 'de' })
    const en = await payload.findByID({ collection: 'event-tags', id: tag.id, locale: 'en' })
    expect([de.name, de.slug, en.name, en.slug]).toEqual(['Familie', 'familie', 'Family', 'family'])
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.is_site_online).toBe(true)
  })
})
