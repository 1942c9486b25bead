import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/setup/payload'
import { findDetail } from './details'
import { pageTrail } from './frame'
import { pageSiblings } from '@/features/content/server/pagePaths'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function page(de: { title: string; parent?: number; status?: 'draft' | 'published' }, en?: { title: string }) {
  const doc = await payload.create({
    collection: 'pages',
    locale: 'de',
    data: { _status: de.status ?? 'published', title: de.title, ...(de.parent ? { parent: de.parent } : {}) },
    draft: de.status === 'draft',
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  if (en)
    await payload.update({
      collection: 'pages',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published', title: en.title },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  return doc
}

describe('page frame queries', () => {
  it('gives a nested page its sibling in the other language', async () => {
    const parent = await page({ title: 'Besuch' }, { title: 'Visit' })
    const child = await page({ title: 'Anfahrt', parent: parent.id }, { title: 'Getting here' })
    expect(await pageSiblings(payload, child.id)).toEqual({ de: '/de/besuch/anfahrt', en: '/en/visit/getting-here' })
  })

  it('falls back to the other home page when a page has no path in that language', async () => {
    const only = await page({ title: 'Nur Deutsch' })
    expect(await pageSiblings(payload, only.id)).toEqual({ de: '/de/nur-deutsch', en: '/en' })
  })

  it('builds the breadcrumb from the visible ancestors', async () => {
    const top = await page({ title: 'Festival' }, { title: 'Festival' })
    const middle = await page({ title: 'Geschichte', parent: top.id })
    const leaf = await page({ title: 'Chronik', parent: middle.id })
    expect(await pageTrail(payload, 'de', leaf)).toEqual([
      { title: 'Festival', url: '/de/festival' },
      { title: 'Geschichte', url: '/de/festival/geschichte' },
      { title: 'Chronik', url: '/de/festival/geschichte/chronik' },
    ])
    expect(await pageTrail(payload, 'de', { path: '/', title: 'Start' })).toEqual([])
  })

  it('leaves an ancestor the public may not see out of the breadcrumb', async () => {
    const hidden = await page({ title: 'Intern' })
    await payload.update({
      collection: 'pages',
      id: hidden.id,
      locale: 'de',
      data: { is_online: false },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const leaf = await page({ title: 'Sichtbar', parent: hidden.id })
    expect(await pageTrail(payload, 'de', leaf)).toEqual([{ title: 'Sichtbar', url: '/de/intern/sichtbar' }])
  })
})

describe('findDetail', () => {
  it('finds a published venue with its title and both slugs', async () => {
    const venue = await payload.create({
      collection: 'venues',
      locale: 'de',
      data: { _status: 'published', name: 'Alte Mühle' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'venues',
      id: venue.id,
      locale: 'en',
      data: { name: 'Old Mill' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await findDetail(payload, 'venues', String(venue.id), 'en')).toEqual({
      id: venue.id,
      title: 'Old Mill',
      slugs: { de: 'alte-muehle', en: 'old-mill' },
    })
  })

  it('does not find drafts, malformed or unknown ids', async () => {
    const draft = await payload.create({
      collection: 'venues',
      locale: 'de',
      data: { _status: 'draft', name: 'Geheimort' },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await findDetail(payload, 'venues', String(draft.id), 'de')).toBeNull()
    for (const id of ['0', '-1', 'abc', '1e3', '99999999']) expect(await findDetail(payload, 'venues', id, 'de'), id).toBeNull()
  })
})
