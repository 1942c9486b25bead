import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/setup/payload'
import { findPageByPath } from './queries'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('findPageByPath', () => {
  it('finds a published, online page by its path in each locale', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', title: 'Kontakt' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { _status: 'published', title: 'Contact' },
      overrideAccess: true,
    })
    expect((await findPageByPath({ payload, locale: 'de', path: '/kontakt' }))?.title).toBe('Kontakt')
    expect((await findPageByPath({ payload, locale: 'en', path: '/contact' }))?.title).toBe('Contact')
    expect(await findPageByPath({ payload, locale: 'en', path: '/kontakt' })).toBeNull()
  })

  it('treats an offline page as not found for a visitor (SPEC §4)', async () => {
    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', title: 'Verborgen', is_online: false },
      overrideAccess: true,
    })
    expect(await findPageByPath({ payload, locale: 'de', path: '/verborgen' })).toBeNull()
  })

  it('does not show an unpublished draft to a visitor', async () => {
    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'draft', title: 'Entwurf' },
      draft: true,
      overrideAccess: true,
    })
    expect(await findPageByPath({ payload, locale: 'de', path: '/entwurf' })).toBeNull()
  })

  it('shows drafts and offline pages to an editor in draft mode', async () => {
    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'draft', title: 'Vorschau', is_online: false },
      draft: true,
      overrideAccess: true,
    })
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'r@example.org', password: 'geheim-geheim', name: 'Redaktion', roles: ['editor'] },
      overrideAccess: true,
    })
    const user = { ...editor, collection: 'users' as const }
    expect((await findPageByPath({ payload, locale: 'de', path: '/vorschau', draft: true, user }))?.title).toBe('Vorschau')
  })
})
