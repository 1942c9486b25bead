import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET as getCategories } from '@/app/api/article-categories/route'
import { GET as getArticles } from '@/app/(frontend)/[locale]/api/articles/route'
import { GET as getTeasers } from '@/app/(frontend)/[locale]/api/articles-teaser/route'
import { richTextFromParagraphs } from '@/lib/richtext/fromParagraphs'
import type { PagedList } from '@/lib/http/paging'

import { testPayload } from '../../../../tests/setup/payload'
import { findArticleDetail } from './article'
import type { ArticleListItem, CategoryItem } from './magazine'

// Next's data cache exists only inside Next: here every cached read reads through, and the tags a
// write expires are recorded, so the cache keys and their expiry are tested below the browser.
const expired = vi.hoisted(() => ({ tags: [] as string[] }))
vi.mock('next/cache', () => ({
  unstable_cache: <F>(read: F) => read,
  revalidateTag: (tag: string) => void expired.tags.push(tag),
  revalidatePath: () => undefined,
}))

const context = { disableRevalidate: true }
let payload: Payload
let interviews: number
let essays: number
let river: number
let production: number

const params = (locale: string) => ({ params: Promise.resolve({ locale }) })

async function list(locale: string, query = ''): Promise<{ status: number; body: PagedList<ArticleListItem> }> {
  const response = await getArticles(new Request(`http://localhost/${locale}/api/articles/${query}`), params(locale))
  return { status: response.status, body: (await response.json()) as PagedList<ArticleListItem> }
}

async function article(
  title: string,
  data: {
    category: number
    tags?: number[]
    published_at: string
    _status?: 'draft' | 'published'
    is_online?: boolean
    related_productions?: number[]
  },
) {
  const doc = await payload.create({
    collection: 'articles',
    locale: 'de',
    data: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      content: richTextFromParagraphs([`${title}.`]),
      author: 'Ada',
      is_online: true,
      _status: 'published',
      ...data,
    },
    overrideAccess: true,
    context,
  })
  await payload.update({
    collection: 'articles',
    id: doc.id,
    locale: 'en',
    data: { title: `${title} (en)`, slug: `${doc.slug}-en`, content: richTextFromParagraphs(['In English.']) },
    overrideAccess: true,
    context,
  })
  return doc.id
}

beforeAll(async () => {
  payload = await testPayload()
  const category = async (name: string, style_name: 'interview' | 'essay', sort: number) =>
    (
      await payload.create({
        collection: 'article-categories',
        locale: 'de',
        data: { name, style_name, sort },
        overrideAccess: true,
        context,
      })
    ).id
  interviews = await category('Interviews', 'interview', 1)
  essays = await category('Essays', 'essay', 2)
  river = (await payload.create({ collection: 'article-tags', locale: 'de', data: { name: 'Fluss' }, overrideAccess: true, context })).id
  production = (
    await payload.create({
      collection: 'productions',
      locale: 'de',
      data: { title: 'Wasserstücke', slug: 'wasserstuecke', _status: 'published' },
      overrideAccess: true,
      context,
    })
  ).id
  await article('Älteres Gespräch', { category: interviews, published_at: '2026-10-01T10:00:00.000Z' })
  await article('Neues Gespräch', {
    category: interviews,
    tags: [river],
    published_at: '2026-11-01T10:00:00.000Z',
    related_productions: [production],
  })
  await article('Ein Essay', { category: essays, tags: [river], published_at: '2026-10-15T10:00:00.000Z' })
  await article('Entwurf', { category: essays, published_at: '2026-11-20T10:00:00.000Z', _status: 'draft' })
  await article('Offline', { category: essays, published_at: '2026-11-21T10:00:00.000Z', is_online: false })
  for (let i = 0; i < 12; i++)
    await article(`Notiz ${i + 1}`, { category: essays, published_at: `2026-09-${String(i + 1).padStart(2, '0')}T10:00:00.000Z` })
})

describe('GET /{locale}/api/articles/', () => {
  it('answers the public articles newest first as a paged list, with category and address', async () => {
    const { status, body } = await list('de')
    expect(status).toBe(200)
    expect(body.count).toBe(15)
    expect(body.results.slice(0, 3).map((entry) => entry.title)).toEqual(['Neues Gespräch', 'Ein Essay', 'Älteres Gespräch'])
    expect(body.results[0]).toMatchObject({ author: 'Ada', category: { id: interviews, name: 'Interviews', style_name: 'interview' } })
    expect(body.results[0]?.url).toMatch(/^\/de\/artists\/neues-gespr[a-z-]*\/\d+$/)
    expect(body.next).toBe('/de/api/articles/?page=2')
    const second = await list('de', '?page=2')
    expect(second.body.results).toHaveLength(3)
    expect(second.body.next).toBeNull()
  })

  it('filters by category and by tag, in the page language', async () => {
    expect((await list('de', `?category=${interviews}`)).body.results.map((entry) => entry.title)).toEqual([
      'Neues Gespräch',
      'Älteres Gespräch',
    ])
    expect((await list('en', `?tag=${river}`)).body.results.map((entry) => entry.title)).toEqual(['Neues Gespräch (en)', 'Ein Essay (en)'])
  })

  it('answers 400 for bad input and 404 for an unknown language', async () => {
    expect((await list('de', '?category=abc')).status).toBe(400)
    expect((await list('de', '?page=0')).status).toBe(400)
    expect((await list('de', '?page_size=1000')).status).toBe(400)
    expect((await list('fr')).status).toBe(404)
  })
})

describe('teasers, categories and the article page', () => {
  it('answers the newest three as teasers', async () => {
    const response = await getTeasers(new Request('http://localhost/en/api/articles-teaser/'), params('en'))
    const body = (await response.json()) as { results: ArticleListItem[] }
    expect(body.results.map((entry) => entry.title)).toEqual(['Neues Gespräch (en)', 'Ein Essay (en)', 'Älteres Gespräch (en)'])
  })

  it('lists the categories in the editors’ order, localised by Accept-Language', async () => {
    const response = await getCategories(new Request('http://localhost/api/article-categories/', { headers: { 'accept-language': 'en' } }))
    const body = (await response.json()) as CategoryItem[]
    expect(body.map((category) => [category.name, category.style_name])).toEqual([
      ['Interviews', 'interview'],
      ['Essays', 'essay'],
    ])
    expect(body[0]?.url).toMatch(/^\/en\/artists\/categories\/interviews\/\d+$/)
  })

  it('reads an article with its topics, related productions and only what the public may see', async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { title: { equals: 'Neues Gespräch' } },
      overrideAccess: true,
      locale: 'de',
    })
    const detail = await findArticleDetail(payload, String(docs[0]?.id), 'de')
    expect(detail?.tags.map((tag) => tag.name)).toEqual(['Fluss'])
    expect(detail?.productions).toEqual([{ id: production, title: 'Wasserstücke', url: `/de/produktionen/wasserstuecke/${production}` }])
    const draft = await payload.find({
      collection: 'articles',
      where: { title: { equals: 'Entwurf' } },
      overrideAccess: true,
      draft: true,
      locale: 'de',
    })
    expect(await findArticleDetail(payload, String(draft.docs[0]?.id), 'de')).toBeNull()
    expect(await findArticleDetail(payload, 'x', 'de')).toBeNull()
  })
})

describe('revalidation by tag', () => {
  beforeEach(() => {
    expired.tags = []
  })

  it('publishing an article expires that article and the article lists; a draft after a draft expires nothing', async () => {
    const [id] = (
      await payload.find({ collection: 'articles', where: { title: { equals: 'Ein Essay' } }, depth: 0, limit: 1, overrideAccess: true })
    ).docs.map((doc) => doc.id)
    expect(id).toBeDefined()
    await payload.update({
      collection: 'articles',
      id: id!,
      locale: 'de',
      data: { author: 'Grace', _status: 'published' },
      overrideAccess: true,
    })
    expect(expired.tags).toEqual([`doc:articles:${id}`, 'list:articles'])

    // The first draft over the published version may take it back (affectsPublic); drafts after it expire nothing.
    await payload.update({ collection: 'articles', id: id!, locale: 'de', data: { author: 'Entwurf' }, draft: true, overrideAccess: true })
    expired.tags = []
    await payload.update({
      collection: 'articles',
      id: id!,
      locale: 'de',
      data: { author: 'Entwurf 2' },
      draft: true,
      overrideAccess: true,
    })
    expect(expired.tags).toEqual([])
  })

  it('a category change expires its own tags, which the category list and the articles’ pages read', async () => {
    await payload.update({
      collection: 'article-categories',
      id: essays,
      locale: 'de',
      data: { name: 'Essays & Briefe' },
      overrideAccess: true,
    })
    expect(expired.tags).toEqual([`doc:article-categories:${essays}`, 'list:article-categories'])
    expect(expired.tags).not.toContain('list:articles')
  })
})
