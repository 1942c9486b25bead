import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/setup/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function createPage(
  de: { title: string; slug?: string; parent?: number; content_type?: 'home' | 'page' },
  en?: { title: string; slug?: string },
) {
  const page = await payload.create({
    collection: 'pages',
    locale: 'de',
    data: { _status: 'published', content_type: 'page', ...de },
    overrideAccess: true,
  })
  if (en)
    await payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { _status: 'published', ...en }, overrideAccess: true })
  return page.id
}

describe('page paths', () => {
  it('builds each locale’s path from the parent path and the localised slug', async () => {
    const about = await createPage({ title: 'Über uns' }, { title: 'About us' })
    const visit = await createPage({ title: 'Besuch planen', parent: about }, { title: 'Plan your visit' })
    const de = await payload.findByID({ collection: 'pages', id: visit, locale: 'de' })
    const en = await payload.findByID({ collection: 'pages', id: visit, locale: 'en' })
    expect(de.path).toBe('/ueber-uns/besuch-planen')
    expect(en.path).toBe('/about-us/plan-your-visit')
  })

  it('gives the home page the path /', async () => {
    const home = await createPage({ title: 'Start', content_type: 'home' })
    expect((await payload.findByID({ collection: 'pages', id: home, locale: 'de' })).path).toBe('/')
  })

  it('refuses a second page at a path already taken in that locale', async () => {
    await createPage({ title: 'Presse' })
    await expect(createPage({ title: 'Presse' })).rejects.toThrow('Der Pfad /presse ist schon vergeben.')
  })

  it('moves the children when a parent’s slug changes', async () => {
    const parent = await createPage({ title: 'Festival' })
    const child = await createPage({ title: 'Geschichte', parent })
    await payload.update({ collection: 'pages', id: parent, locale: 'de', data: { slug: 'das-festival' }, overrideAccess: true })
    expect((await payload.findByID({ collection: 'pages', id: child, locale: 'de' })).path).toBe('/das-festival/geschichte')
  })
})
