import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { richTextFromParagraphs } from '@/lib/richtext/fromParagraphs'

import { fieldText, summaryOf } from './extract'

const fields: Field[] = [
  { name: 'title', type: 'text' },
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Content',
        fields: [
          { name: 'headline', type: 'text' },
          { name: 'content', type: 'richText' },
        ],
      },
      { name: 'seo', label: 'SEO', fields: [{ name: 'summary', type: 'textarea' }] },
    ],
  },
  { name: 'meta_title', type: 'text' },
  { name: 'video_url', type: 'text' },
  { name: 'button_link', type: 'text' },
  { name: 'count', type: 'number' },
  {
    name: 'contributors',
    type: 'array',
    fields: [
      { name: 'role', type: 'text' },
      { name: 'name', type: 'text' },
    ],
  },
  {
    name: 'modules',
    type: 'blocks',
    blocks: [
      {
        slug: 'headline',
        fields: [
          { name: 'headline', type: 'text' },
          { name: 'anchor', type: 'text' },
        ],
      },
      {
        slug: 'text',
        fields: [
          { name: 'text', type: 'richText' },
          { name: 'extra_class', type: 'text' },
        ],
      },
    ],
  },
]

describe('the text of a document', () => {
  it('reads text, rich text, tabs, arrays and modules in field order, and leaves technical fields out', () => {
    const data = {
      title: 'Hamlet',
      headline: 'Ein Drama',
      content: richTextFromParagraphs(['Sein oder Nichtsein.']),
      seo: { summary: 'Kurz' },
      meta_title: 'SEO title',
      video_url: 'https://vimeo.com/1',
      button_link: 'https://example.org/tickets',
      count: 3,
      contributors: [{ role: 'Regie', name: 'Ada' }],
      modules: [
        { blockType: 'headline', headline: 'Zweiter Akt', anchor: 'akt-2' },
        { blockType: 'text', text: richTextFromParagraphs(['Der Geist erscheint.']), extra_class: 'wide' },
        { blockType: 'unknown', headline: 'never' },
      ],
    }
    expect(fieldText(fields, data, new Set(['title']))).toEqual([
      'Ein Drama',
      'Sein oder Nichtsein.',
      'Kurz',
      'Regie',
      'Ada',
      'Zweiter Akt',
      'Der Geist erscheint.',
    ])
  })

  it('answers nothing for missing data', () => {
    expect(fieldText(fields, null)).toEqual([])
    expect(fieldText(fields, { modules: 'not a list' })).toEqual([])
  })

  it('summarises the first text, cut at a word', () => {
    expect(summaryOf(['', '  Kurz  und   gut '])).toBe('Kurz und gut')
    expect(summaryOf(['eins zwei drei vier fünf'], 12)).toBe('eins zwei…')
    expect(summaryOf([])).toBe('')
  })
})
