import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getContainer } from '@/app/(frontend)/[locale]/pageeditor-api/container/by-slug/[slug]/route'
import { richTextFromParagraphs } from '@/lib/richtext/fromParagraphs'

import { testPayload } from '../../../../tests/setup/payload'
import { apiContainer, containersOf, findContainerBySlug } from './containers'
import { latestArticles } from './moduleData'

const context = { disableRevalidate: true }
const DAY = 86_400_000
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

let payload: Payload
let editorToken: string
let interviews: number
let essays: number
const now = new Date('2026-11-22T12:00:00Z')

async function article(title: string, category: number, publishedAt: string, extra: { is_online?: boolean } = {}) {
  return payload.create({
    collection: 'articles',
    locale: 'de',
    data: { _status: 'published', title, category, published_at: publishedAt, content: richTextFromParagraphs([title]), ...extra },
    overrideAccess: true,
    context,
  })
}

async function event(title: string, start: Date, tags: number[] = [], extra: { is_online?: boolean } = {}) {
  return payload.create({
    collection: 'events',
    locale: 'de',
    data: { _status: 'published', title, date_start: start.toISOString(), tags, ...extra },
    overrideAccess: true,
    context,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  interviews = (
    await payload.create({ collection: 'article-categories', locale: 'de', data: { name: 'Interviews' }, overrideAccess: true, context })
  ).id
  essays = (
    await payload.create({ collection: 'article-categories', locale: 'de', data: { name: 'Essays' }, overrideAccess: true, context })
  ).id

  await payload.create({
    collection: 'users',
    data: { email: 'redaktion@example.org', password: 'geheim-geheim', name: 'Redaktion', roles: ['editor'] },
    overrideAccess: true,
    context,
  })
  const { token } = await payload.login({ collection: 'users', data: { email: 'redaktion@example.org', password: 'geheim-geheim' } })
  editorToken = token ?? ''
})

describe('latestArticles (highlight teaser)', () => {
  it('gives the newest readable articles of the chosen categories, with their category name', async () => {
    await article('Altes Interview', interviews, '2026-10-01T10:00:00Z')
    await article('Neues Interview', interviews, '2026-11-20T10:00:00Z')
    await article('Verborgenes Interview', interviews, '2026-11-21T10:00:00Z', { is_online: false })
    await article('Essay', essays, '2026-11-21T12:00:00Z')
    const found = await latestArticles(payload, 'de', [interviews])
    expect(found.map((a) => a.title)).toEqual(['Neues Interview', 'Altes Interview'])
    expect(found[0]?.category).toMatchObject({ name: 'Interviews' })
    expect((await latestArticles(payload, 'de', [], 1)).map((a) => a.title)).toEqual(['Essay'])
  })
})

describe('containers (editable sections)', () => {
  let owner: number

  beforeAll(async () => {
    owner = (await event('Mit Bereich', new Date(now.getTime() + 3 * DAY))).id
    const image = await payload.create({
      collection: 'containers',
      locale: 'de',
      data: {
        _status: 'published',
        slug: `event-${owner}-main`,
        content_type: 'event',
        object_id: owner,
        columns: [
          { classes: 'medium-10 xlarge-6', children: [{ blockType: 'headline', headline_level: '3', content: 'Nach der Vorstellung' }] },
          { classes: 'medium-10', children: [{ blockType: 'quote', content: 'Großartig.', author: 'Publikum' }] },
        ],
      },
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'containers',
      id: image.id,
      locale: 'en',
      data: { columns: [{ classes: 'medium-10', children: [{ blockType: 'headline', headline_level: '3', content: 'After the show' }] }] },
      overrideAccess: true,
      context,
    })
    await payload.create({
      collection: 'containers',
      locale: 'de',
      data: { _status: 'draft', slug: `event-${owner}-draft`, content_type: 'event', object_id: owner, columns: [] },
      draft: true,
      overrideAccess: true,
      context,
    })
  })

  it('finds the sections a document carries, in its language, published only for visitors', async () => {
    const de = await containersOf(payload, 'de', 'event', owner)
    expect(de.map((c) => c.slug)).toEqual([`event-${owner}-main`])
    expect(apiContainer(de[0] as (typeof de)[number])).toMatchObject({
      slug: `event-${owner}-main`,
      content_type: 'event',
      object_id: owner,
      columns: [
        { index: 0, classes: 'medium-10 xlarge-6', children: [{ type: 'headline', headline_level: '3', content: 'Nach der Vorstellung' }] },
        { index: 1, classes: 'medium-10', children: [{ type: 'quote', content: 'Großartig.', author: 'Publikum' }] },
      ],
    })
    const en = await findContainerBySlug(payload, 'en', `event-${owner}-main`)
    expect(en?.columns?.[0]?.children?.[0]).toMatchObject({ blockType: 'headline', content: 'After the show' })
    expect(await containersOf(payload, 'de', 'production', owner)).toEqual([])
  })

  describe('GET /{locale}/pageeditor-api/container/by-slug/{slug}', () => {
    const call = (locale: string, slug: string, token?: string) =>
      getContainer(
        new Request(`http://localhost/${locale}/pageeditor-api/container/by-slug/${slug}/`, {
          headers: token ? { cookie: `payload-token=${token}` } : {},
        }),
        {
          params: Promise.resolve({ locale, slug }),
        },
      )

    it('answers the container in the SPEC §3 shape, cacheable for visitors', async () => {
      const response = await call('de', `event-${owner}-main`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
      const body = (await response.json()) as { columns: { children: { type: string }[] }[]; parent: string | null }
      expect(body.parent).toBeNull()
      expect(body.columns.map((column) => column.children.map((child) => child.type))).toEqual([['headline'], ['quote']])
    })

    it('shows an editor the draft container, never cached; visitors get 404 for it', async () => {
      expect((await call('de', `event-${owner}-draft`)).status).toBe(404)
      const response = await call('de', `event-${owner}-draft`, editorToken)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    })

    it('answers 404 for an unknown slug, a slug that cannot be one, or another locale', async () => {
      expect((await call('de', 'gibt-es-nicht')).status).toBe(404)
      expect((await call('fr', `event-${owner}-main`)).status).toBe(404)
      expect((await call('de', '../page')).status).toBe(404)
    })
  })
})
