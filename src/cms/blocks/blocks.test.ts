import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { message } from '@/i18n/rules'

import { moduleBlocks, sectionChildBlocks } from '.'
import { SectionBlock } from './Section/config'
import type { Locale } from '@/i18n/locales'

/** Fields with a name, found through rows, collapsibles and tabs (which have no data of their own). */
type NamedField = Extract<Field, { name: string }>

function dataFields(fields: readonly Field[]): NamedField[] {
  return fields.flatMap((field): NamedField[] => {
    if (field.type === 'row' || field.type === 'collapsible') return dataFields(field.fields)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => dataFields(tab.fields))
    return 'name' in field ? [field] : []
  })
}

/** Every named field of a block, nested arrays and blocks included, with its path. */
function allFields(block: Block, prefix = block.slug): { path: string; field: NamedField }[] {
  return dataFields(block.fields).flatMap((field) => {
    const path = `${prefix}.${field.name}`
    const nested =
      field.type === 'array'
        ? allFields({ slug: path, fields: field.fields }, path)
        : field.type === 'blocks' && field.blocks !== sectionChildBlocks
          ? (field.blocks ?? []).flatMap((child) => allFields(child, `${path}.${child.slug}`))
          : []
    return [{ path, field }, ...nested]
  })
}

function blockOf(slug: string): Block {
  const block = moduleBlocks.find((candidate) => candidate.slug === slug)
  if (!block) throw new Error(`no block ${slug}`)
  return block
}

function fieldOf(slug: string, name: string): NamedField {
  const found = dataFields(blockOf(slug).fields).find((field) => field.name === name)
  if (!found) throw new Error(`no field ${slug}.${name}`)
  return found
}

type LooseValidate = (value: unknown, options: Record<string, unknown>) => Promise<string | true> | string | true
type LooseHook = (args: Record<string, unknown>) => unknown

function validateOf(slug: string, name: string): LooseValidate {
  const validate = (fieldOf(slug, name) as { validate?: unknown }).validate
  if (typeof validate !== 'function') throw new Error(`${slug}.${name} has no validate`)
  return validate as LooseValidate
}

function beforeValidateOf(slug: string, name: string): LooseHook {
  const hook = (fieldOf(slug, name) as { hooks?: { beforeValidate?: unknown[] } }).hooks?.beforeValidate?.[0]
  if (typeof hook !== 'function') throw new Error(`${slug}.${name} has no beforeValidate hook`)
  return hook as LooseHook
}

/** What Payload hands a validate function, as far as these rules read it. */
function options(language: Locale, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    req: { i18n: { language }, t: (key: string) => `t:${key}`, payload: { config: {}, collections: {}, db: { defaultIDType: 'number' } } },
    event: 'onChange',
    siblingData: {},
    data: {},
    ...extra,
  }
}

const isLabel = (label: unknown): boolean =>
  typeof label === 'object' &&
  label !== null &&
  ['de', 'en'].every(
    (locale) => typeof (label as Record<string, unknown>)[locale] === 'string' && (label as Record<string, string>)[locale] !== '',
  )

const SLUGS = [
  'headline',
  'text',
  'link',
  'image',
  'video',
  'videoFile',
  'audio',
  'audioFile',
  'viewer',
  'quote',
  'fullTeaser',
  'teaserItem',
  'teaserList',
  'imageList',
  'logoList',
  'venue',
  'venueList',
  'html',
  'hubspotForm',
  'heroMedia',
  'blogTeaserList',
  'twoColumns',
  'eventList',
  'highlightTeaser',
  'anchorList',
  'socialMedia',
  'videoList',
  'faqItem',
  'section',
]

describe('the module lists', () => {
  it('hold every SPEC §3 module once, the section last', () => {
    expect(moduleBlocks.map((block) => block.slug)).toEqual(SLUGS)
  })
  it('let a section hold every module but a section', () => {
    expect(sectionChildBlocks).toEqual(moduleBlocks.filter((block) => block !== SectionBlock))
    const columns = fieldOf('section', 'columns')
    const children = columns.type === 'array' ? dataFields(columns.fields).find((field) => field.name === 'children') : undefined
    expect(children?.type === 'blocks' ? children.blocks : undefined).toBe(sectionChildBlocks)
  })
})

describe.each(moduleBlocks.map((block) => [block.slug, block] as const))('block %s', (slug, block) => {
  it('is named after its folder and labelled in German and English', () => {
    expect(slug).toMatch(/^[a-z][A-Za-z]{1,19}$/)
    expect(block.interfaceName).toBe(`${slug[0]?.toUpperCase()}${slug.slice(1)}Block`)
    expect(isLabel(block.labels?.singular)).toBe(true)
    expect(isLabel(block.labels?.plural)).toBe(true)
  })
  it('labels every field and option in German and English and localises none (decision 001)', () => {
    for (const { path, field } of allFields(block)) {
      expect(isLabel(field.label), `${path} label`).toBe(true)
      expect('localized' in field && field.localized, `${path} localized`).toBeFalsy()
      expect(field.name, `${path} name`).toMatch(/^[a-z][a-z0-9_]{0,19}$/)
      if (field.type === 'select') {
        for (const option of field.options) expect(typeof option === 'object' && isLabel(option.label), `${path} option`).toBe(true)
      }
    }
  })
})

describe('SPEC §5 rules in the configs', () => {
  it.each([
    ['image', 'image'],
    ['fullTeaser', 'image'],
    ['twoColumns', 'image'],
    ['headline', 'content'],
    ['fullTeaser', 'headline'],
    ['teaserItem', 'headline'],
    ['heroMedia', 'headline'],
    ['text', 'content'],
    ['quote', 'content'],
    ['twoColumns', 'text'],
    ['faqItem', 'question'],
    ['faqItem', 'content'],
    ['link', 'link_text'],
    ['video', 'video_url'],
    ['videoFile', 'file'],
    ['audioFile', 'file'],
    ['audio', 'embed'],
    ['viewer', 'embed'],
    ['socialMedia', 'embed'],
    ['venue', 'venue'],
    ['venueList', 'venues'],
    ['html', 'html_code'],
    ['hubspotForm', 'hubspot_id'],
    ['heroMedia', 'online_from'],
    ['blogTeaserList', 'items'],
    // Issue 24: a list module cannot be saved empty.
    ['teaserList', 'children'],
    ['imageList', 'children'],
    ['videoList', 'children'],
    ['logoList', 'logos'],
    ['anchorList', 'children'],
  ])('%s.%s is required', (slug, name) => {
    expect((fieldOf(slug, name) as { required?: boolean }).required).toBe(true)
  })

  it('limits the full teaser text to 3000 and the teaser item text to 256 characters', () => {
    expect((fieldOf('fullTeaser', 'text') as { maxLength?: number }).maxLength).toBe(3000)
    expect((fieldOf('teaserItem', 'text') as { maxLength?: number }).maxLength).toBe(256)
  })

  it('holds 1 to 8 articles in a blog teaser list', async () => {
    const items = fieldOf('blogTeaserList', 'items')
    expect(items).toMatchObject({ type: 'relationship', relationTo: 'articles', hasMany: true, minRows: 1, maxRows: 8 })
    const validate = validateOf('blogTeaserList', 'items')
    expect(await validate([], options('de', { required: true, relationTo: 'articles' }))).toBe('Bitte 1 bis 8 Artikel auswählen.')
    expect(await validate(null, options('en', { required: true, relationTo: 'articles' }))).toBe('Please choose 1 to 8 articles.')
    expect(await validate([1, 2, 3, 4, 5, 6, 7, 8, 9], options('en', { required: true, relationTo: 'articles' }))).toBe(
      'Please choose 1 to 8 articles.',
    )
    expect(await validate([1, 2, 3], options('de', { required: true, relationTo: 'articles' }))).toBe(true)
  })

  it('offers the SPEC §3 style options', () => {
    const values = (slug: string, name: string) => {
      const field = fieldOf(slug, name)
      return field.type === 'select' ? field.options.map((option) => (typeof option === 'string' ? option : option.value)) : []
    }
    expect(values('image', 'format')).toEqual(['large', 'medium', 'small'])
    expect(values('imageList', 'format')).toEqual(['slider', 'grid', 'masonry', 'parallax', 'semiLazy'])
    expect(values('fullTeaser', 'format')).toEqual(['imageLeft', 'imageRight', 'fullscreen'])
    expect(values('section', 'layout')).toEqual(['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'])
    expect(values('headline', 'headline_level')).toEqual(['2', '3', '4', '5', '6'])
    expect(values('audio', 'media_type')).toEqual(['spotify', 'soundcloud', 'podigee', 'idagio'])
  })

  it('gives section columns the SPEC §9 default classes', () => {
    const columns = fieldOf('section', 'columns')
    const classes = columns.type === 'array' ? dataFields(columns.fields).find((field) => field.name === 'classes') : undefined
    expect(classes).toMatchObject({ type: 'text', defaultValue: 'medium-10 xlarge-6' })
  })

  it('offers only files of the right kind in uploads', () => {
    expect(fieldOf('image', 'image')).toMatchObject({
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image/' } },
    })
    expect(fieldOf('videoFile', 'file')).toMatchObject({ filterOptions: { mimeType: { contains: 'video/' } } })
    expect(fieldOf('heroMedia', 'video')).toMatchObject({ filterOptions: { mimeType: { contains: 'video/' } } })
    expect(fieldOf('audioFile', 'file')).toMatchObject({ filterOptions: { mimeType: { contains: 'audio/' } } })
  })
})

describe('validate functions (Payload adapter)', () => {
  it('checks video addresses in the editor’s language, after Payload’s own checks', async () => {
    const validate = validateOf('video', 'video_url')
    expect(await validate('https://youtu.be/aqz-KE-bpKQ', options('de', { required: true }))).toBe(true)
    expect(await validate('https://dailymotion.com/video/x', options('de', { required: true }))).toBe(message('videoUrl', 'de'))
    expect(await validate('https://dailymotion.com/video/x', options('en', { required: true }))).toBe(message('videoUrl', 'en'))
    expect(await validate('', options('de', { required: true }))).toBe('t:validation:required')
    expect(await validate('   ', options('de', { required: true }))).toBe('t:validation:required')
    expect(await validate(undefined, options('de', { required: true }))).toBe('t:validation:required')
    expect(await validate('https://youtu.be/aqz-KE-bpKQ', options('de', { required: true, maxLength: 5 }))).toBe(
      't:validation:shorterThanMax',
    )
  })

  it('accepts legacy hosts in the audio module, in the viewer only where the module had them, and refuses others', async () => {
    expect(await validateOf('audio', 'embed')('https://app.idagio.com/albums/x', options('de', { required: true }))).toBe(true)
    expect(await validateOf('audio', 'embed')('https://bandcamp.com/x', options('en', { required: true }))).toBe(
      message('audioEmbedLegacy', 'en'),
    )
    // The viewer keeps a yumpu or InDesign address only in a module that already had it (SPEC §5); a new one takes issuu.
    const indesign = 'https://indd.adobe.com/embed/x'
    expect(await validateOf('viewer', 'embed')(indesign, options('de', { required: true, previousValue: indesign }))).toBe(true)
    expect(await validateOf('viewer', 'embed')(indesign, options('de', { required: true }))).toBe(message('viewerEmbed', 'de'))
    expect(await validateOf('viewer', 'embed')('https://issuu.com/festival/docs/heft', options('de', { required: true }))).toBe(true)
    expect(await validateOf('viewer', 'embed')('https://calameo.com/x', options('de', { required: true }))).toBe(
      message('viewerEmbed', 'de'),
    )
    expect(await validateOf('socialMedia', 'embed')('https://mastodon.social/@x', options('de', { required: true }))).toBe(
      message('socialEmbed', 'de'),
    )
    expect(await validateOf('socialMedia', 'embed')('https://x.com/festival/status/1', options('de', { required: true }))).toBe(true)
  })

  it('takes the audio service and the social network from the embed', () => {
    const mediaType = beforeValidateOf('audio', 'media_type')
    expect(mediaType({ value: 'spotify', siblingData: { embed: '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>' } })).toBe(
      'soundcloud',
    )
    expect(mediaType({ value: 'podigee', siblingData: { embed: 'https://bandcamp.com/x' } })).toBe('podigee')
    expect(mediaType({ value: 'spotify', siblingData: {} })).toBe('spotify')
    const network = beforeValidateOf('socialMedia', 'network')
    expect(network({ value: 'instagram', siblingData: { embed: 'https://x.com/festival/status/1' } })).toBe('twitter')
  })

  it('asks a link module for a page or an address, and refuses unsafe addresses', async () => {
    const validate = validateOf('link', 'link_url')
    expect(await validate('', options('de'))).toBe(message('linkMissing', 'de'))
    expect(await validate(null, options('en'))).toBe(message('linkMissing', 'en'))
    expect(await validate(null, options('de', { siblingData: { link: 4 } }))).toBe(true)
    expect(await validate('#idee', options('de'))).toBe(true)
    expect(await validate('javascript:alert(1)', options('de', { siblingData: { link: 4 } }))).toBe(
      message('linkUnsafe', 'de', { url: 'javascript:alert(1)' }),
    )
    expect(await validateOf('image', 'link_url')('', options('de'))).toBe(true)
    expect(await validateOf('image', 'link_url')('javascript:alert(1)', options('en'))).toBe(
      message('linkUnsafe', 'en', { url: 'javascript:alert(1)' }),
    )
    expect(await validateOf('heroMedia', 'button_link')('data:text/html,x', options('de'))).toBe(
      message('linkUnsafe', 'de', { url: 'data:text/html,x' }),
    )
  })

  it('keeps anchors fragment-safe and drops a typed #', async () => {
    expect(await validateOf('headline', 'anchor')('mit leerzeichen', options('de'))).toBe(message('anchor', 'de'))
    expect(await validateOf('headline', 'anchor')('programm-2026', options('de'))).toBe(true)
    expect(beforeValidateOf('headline', 'anchor')({ value: ' #programm ' })).toBe('programm')
    expect(beforeValidateOf('headline', 'anchor')({ value: null })).toBeNull()
  })

  it('requires HTML that is not blank', async () => {
    const validate = validateOf('html', 'html_code')
    expect(await validate('   ', options('de', { required: true }))).toBe(message('required', 'de'))
    expect(await validate(undefined, options('en', { required: true }))).toBe(message('required', 'en'))
    expect(await validate('<p>Hallo</p>', options('de', { required: true }))).toBe(true)
  })

  it('wants a teaser to go offline after it goes online', async () => {
    const validate = validateOf('teaserItem', 'online_to')
    const from = '2026-11-22T10:00:00.000Z'
    expect(await validate('2026-11-23T10:00:00.000Z', options('de', { siblingData: { online_from: from } }))).toBe(true)
    expect(await validate(new Date('2026-11-23T10:00:00.000Z'), options('de', { siblingData: { online_from: from } }))).toBe(true)
    expect(await validate('2026-11-21T10:00:00.000Z', options('de', { siblingData: { online_from: from } }))).toBe(
      message('onlineWindow', 'de'),
    )
    expect(await validate(null, options('de', { siblingData: { online_from: from } }))).toBe(true)
  })
})
