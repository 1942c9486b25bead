import { describe, expect, it } from 'vitest'

import type { BlockForm } from '@/cms/blocks/formSchema'
import { altChecks, isBlocking, requiredChecks, translationChecks } from './publishChecks'

const forms: Record<string, BlockForm> = {
  image: {
    type: 'image',
    label: { de: 'Bild', en: 'Image' },
    fields: [{ name: 'image', kind: 'upload', media: 'image', label: { de: 'Bild', en: 'Image' }, required: true, help: null }],
  },
  imageList: {
    type: 'imageList',
    label: { de: 'Bilder', en: 'Images' },
    fields: [
      {
        name: 'children',
        kind: 'blocks',
        label: { de: 'B', en: 'B' },
        required: false,
        help: null,
        minRows: null,
        maxRows: null,
        blocks: [],
      },
    ],
  },
  audioFile: {
    type: 'audioFile',
    label: { de: 'Audio', en: 'Audio' },
    fields: [{ name: 'file', kind: 'upload', media: 'audio', label: { de: 'D', en: 'F' }, required: true, help: null }],
  },
}

describe('checks before publishing', () => {
  it('lists each image without alt text once per module, nested ones under their list', () => {
    const modules = [
      { id: 'm1', blockType: 'image', image: 7 },
      {
        id: 'm2',
        blockType: 'imageList',
        children: [
          { id: 'c1', blockType: 'image', image: 8 },
          { id: 'c2', blockType: 'image', image: 9 },
        ],
      },
      { id: 'm3', blockType: 'audioFile', file: 10 },
    ]
    const checks = altChecks('en', modules, forms, (id) => id === 9)
    expect(checks).toEqual([
      { kind: 'alt-missing', locale: 'en', module_id: 'm1', module_type: 'image', media_id: 7 },
      { kind: 'alt-missing', locale: 'en', module_id: 'm2', module_type: 'imageList', media_id: 8 },
    ])
  })

  it('names the language whose version of the page is missing', () => {
    expect(translationChecks({ de: { title: 'Über uns', modules: 3 }, en: { title: null, modules: 0 } })).toEqual([
      { kind: 'translation-missing', locale: 'en' },
    ])
    expect(translationChecks({ de: { title: 'Über uns', modules: 3 }, en: { title: 'About', modules: 0 } })).toEqual([
      { kind: 'translation-missing', locale: 'en' },
    ])
    expect(translationChecks({ de: { title: 'Über uns', modules: 1 }, en: { title: 'About', modules: 2 } })).toEqual([])
    expect(translationChecks({ de: { title: 'Leer', modules: 0 }, en: { title: null, modules: 0 } })).toEqual([])
  })

  it('blocks only on fields that must be filled', () => {
    expect(isBlocking({ kind: 'invalid', locale: 'de', path: 'modules.0.content', message: 'Pflichtfeld' })).toBe(true)
    expect(isBlocking({ kind: 'translation-missing', locale: 'en' })).toBe(false)
    expect(isBlocking({ kind: 'axe', rule: 'image-alt', help: 'x', count: 1 })).toBe(false)
  })

  it('lists an empty list module and an empty required field as blocking, and nothing for a filled one', () => {
    const teaserList: BlockForm = {
      type: 'teaserList',
      label: { de: 'Teaser-Liste', en: 'Teaser list' },
      fields: [
        {
          name: 'children',
          kind: 'blocks',
          label: { de: 'Teaser', en: 'Teasers' },
          required: true,
          help: null,
          minRows: 1,
          maxRows: null,
          blocks: [],
        },
      ],
    }
    const text: BlockForm = {
      type: 'text',
      label: { de: 'Text', en: 'Text' },
      fields: [{ name: 'content', kind: 'richText', label: { de: 'Inhalt', en: 'Content' }, required: true, help: null }],
    }
    const all = { ...forms, teaserList, text }
    const empty = { root: { children: [{ type: 'paragraph', children: [] }] } }
    const checks = requiredChecks(
      'de',
      [
        { id: 't', blockType: 'teaserList', children: [] },
        { id: 'x', blockType: 'text', content: empty },
        { id: 'y', blockType: 'teaserList', children: [{ blockType: 'teaserItem' }] },
      ],
      all,
    )
    expect(checks).toEqual([
      { kind: 'required-empty', locale: 'de', module_id: 't', module_type: 'teaserList', field: { de: 'Teaser', en: 'Teasers' } },
      { kind: 'required-empty', locale: 'de', module_id: 'x', module_type: 'text', field: { de: 'Inhalt', en: 'Content' } },
    ])
    expect(checks.every(isBlocking)).toBe(true)
  })
})
