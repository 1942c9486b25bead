import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'

import { testPayload } from '../../../tests/setup/payload'
import { richTextFromParagraphs } from '@/lib/richtext/fromParagraphs'

let payload: Payload
let counter = 0

beforeAll(async () => {
  payload = await testPayload()
})

function savePage(modules: NonNullable<Page['modules']>) {
  counter++
  return payload.create({
    collection: 'pages',
    locale: 'de',
    data: { _status: 'published', title: `Modulseite ${counter}`, modules },
    overrideAccess: true,
  })
}

async function validationMessages(modules: NonNullable<Page['modules']>): Promise<string[]> {
  try {
    await savePage(modules)
    return []
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string }[] } }).data
    return (data?.errors ?? []).map((e) => e.message)
  }
}

describe('SPEC §5 rules declared in the block configs', () => {
  it('accepts a YouTube video and rejects another host with a German message', async () => {
    await expect(savePage([{ blockType: 'video', video_url: 'https://youtu.be/aqz-KE-bpKQ' }])).resolves.toHaveProperty('id')
    expect(await validationMessages([{ blockType: 'video', video_url: 'https://dailymotion.com/video/x' }])).toContain(
      'Bitte eine YouTube- oder Vimeo-Adresse angeben.',
    )
  })

  it('requires the headline of a headline module and the text of a text module', async () => {
    expect((await validationMessages([{ blockType: 'headline', content: '' }])).length).toBeGreaterThan(0)
    await expect(savePage([{ blockType: 'text', content: richTextFromParagraphs(['Hallo']) }])).resolves.toHaveProperty('id')
  })

  it('requires a link module to have a target', async () => {
    expect(await validationMessages([{ blockType: 'link', link_text: 'Mehr' }])).toContain(
      'Bitte eine interne Seite wählen oder eine Adresse angeben.',
    )
    await expect(savePage([{ blockType: 'link', link_text: 'Mehr', link_url: 'https://example.org' }])).resolves.toHaveProperty('id')
  })

  it('rejects audio, viewer and social embeds from other hosts', async () => {
    const messages = await validationMessages([
      { blockType: 'audio', embed: 'https://bandcamp.com/track/x', media_type: 'spotify' },
      { blockType: 'viewer', embed: 'https://calameo.com/read/x' },
      { blockType: 'socialMedia', embed: 'https://mastodon.social/@x', network: 'instagram' },
    ])
    expect(messages).toHaveLength(3)
  })

  it('limits a blog teaser list to 8 articles', async () => {
    const ids: number[] = []
    for (let i = 0; i < 9; i++) {
      const article = await payload.create({
        collection: 'articles',
        data: {
          _status: 'published',
          title: `Artikel ${i}`,
          content: richTextFromParagraphs(['Text']),
          published_at: new Date().toISOString(),
          category: (await category()).id,
        },
        overrideAccess: true,
      })
      ids.push(article.id)
    }
    await expect(savePage([{ blockType: 'blogTeaserList', items: ids.slice(0, 8) }])).resolves.toHaveProperty('id')
    expect((await validationMessages([{ blockType: 'blogTeaserList', items: ids }])).length).toBeGreaterThan(0)
  })

  it('limits a full teaser text to 3000 characters and a teaser item text to 256', async () => {
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Bild' },
      file: { data: PNG_1X1, mimetype: 'image/png', name: 'punkt.png', size: PNG_1X1.length },
      overrideAccess: true,
    })
    await expect(
      savePage([{ blockType: 'fullTeaser', image: image.id, headline: 'Groß', text: 'x'.repeat(3000) }]),
    ).resolves.toHaveProperty('id')
    expect(
      (await validationMessages([{ blockType: 'fullTeaser', image: image.id, headline: 'Groß', text: 'x'.repeat(3001) }])).length,
    ).toBeGreaterThan(0)
    expect(
      (
        await validationMessages([
          { blockType: 'teaserList', children: [{ blockType: 'teaserItem', headline: 'Klein', text: 'x'.repeat(257) }] },
        ])
      ).length,
    ).toBeGreaterThan(0)
  })
})

let categoryId: number | undefined
async function category() {
  if (categoryId === undefined)
    categoryId = (await payload.create({ collection: 'article-categories', data: { name: 'Essay' }, overrideAccess: true })).id
  return { id: categoryId }
}

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')
