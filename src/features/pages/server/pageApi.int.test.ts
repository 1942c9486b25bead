import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/setup/payload'
import { getPageForApi } from './pageApi'

const context = { disableRevalidate: true }
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('getPageForApi', () => {
  it('returns the page’s modules in the locale', async () => {
    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', title: 'Mit Modulen', modules: [{ blockType: 'headline', content: 'Hallo', headline_level: '2' }] },
      overrideAccess: true,
      context,
    })
    const page = await getPageForApi(payload, 'de', '/mit-modulen')
    expect(page?.modules).toMatchObject([{ type: 'headline', content: 'Hallo', headline_level: '2' }])
    // No English path yet: the English URL is the English home page.
    expect(page?.urls).toEqual({ de: '/de/mit-modulen', en: '/en' })
    expect(await getPageForApi(payload, 'en', '/mit-modulen')).toBeNull()
  })

  it('gives sections as columns with index, classes and children, and a linked page as its id (SPEC §3)', async () => {
    const target = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', title: 'Ziel' },
      overrideAccess: true,
      context,
    })
    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: {
        _status: 'published',
        title: 'Mit Spalten',
        modules: [
          {
            blockType: 'section',
            layout: '50-50',
            columns: [
              { index: 0, classes: 'medium-10 xlarge-6', children: [{ blockType: 'link', link_text: 'Zum Ziel', link: target.id }] },
              { index: 1, classes: 'medium-10', children: [{ blockType: 'quote', content: 'Zitat' }] },
            ],
          },
        ],
      },
      overrideAccess: true,
      context,
    })
    const page = await getPageForApi(payload, 'de', '/mit-spalten')
    expect(page?.modules).toMatchObject([
      {
        type: 'section',
        layout: '50-50',
        columns: [
          { index: 0, classes: 'medium-10 xlarge-6', children: [{ type: 'link', link_text: 'Zum Ziel', link: target.id }] },
          { index: 1, classes: 'medium-10', children: [{ type: 'quote', content: 'Zitat' }] },
        ],
      },
    ])
  })
})
