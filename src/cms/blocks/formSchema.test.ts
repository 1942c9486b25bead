import type { Block } from 'payload'
import { describe, expect, it } from 'vitest'

import { VideoBlock } from './Video/config'
import { SectionBlock } from './Section/config'
import { TeaserListBlock } from './TeaserList/config'

import { blockForm, emptyModule, labelOf } from './formSchema'

describe('the edit form derived from a block config', () => {
  it('carries each field once with its labels, rules and defaults', () => {
    const form = blockForm(VideoBlock)
    expect(form.label).toEqual({ de: 'Video (YouTube/Vimeo)', en: 'Video (YouTube/Vimeo)' })
    expect(form.fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['image', 'upload', false],
      ['video_url', 'text', true],
      ['length', 'text', false],
      ['title', 'text', false],
      ['anchor', 'text', false],
    ])
    expect(form.fields[0]).toMatchObject({ media: 'image', label: { de: 'Vorschaubild', en: 'Preview image' } })
  })

  it('leaves a section’s columns to the edit layer and offers its layouts as choices', () => {
    const form = blockForm(SectionBlock)
    expect(form.fields.map((field) => field.name)).not.toContain('columns')
    const layout = form.fields.find((field) => field.name === 'layout')
    expect(layout?.kind === 'select' && layout.options.map((option) => option.value)).toEqual([
      '100',
      '67-33',
      '33-67',
      '50-50',
      '33-33-33',
      '25-50-25',
    ])
    expect(emptyModule(form)).toMatchObject({ blockType: 'section', layout: '100' })
  })

  it('nests the forms of child modules', () => {
    const children = blockForm(TeaserListBlock).fields.find((field) => field.name === 'children')
    expect(children?.kind === 'blocks' && children.blocks.map((block) => block.type)).toEqual(['teaserItem'])
    expect(children?.required).toBe(true)
  })

  it('skips hidden fields and the back office’s block label', () => {
    const block: Block = {
      slug: 'x',
      fields: [
        { name: 'blockName', type: 'text' },
        { name: 'secret', type: 'text', admin: { hidden: true } },
        { type: 'row', fields: [{ name: 'shown', type: 'checkbox' }] },
      ],
    }
    expect(blockForm(block).fields.map((field) => field.name)).toEqual(['shown'])
  })

  it('reads labels in either form', () => {
    expect(labelOf('Titel', 'x')).toEqual({ de: 'Titel', en: 'Titel' })
    expect(labelOf({ en: 'Title' }, 'x')).toEqual({ de: 'Title', en: 'Title' })
    expect(labelOf(undefined, 'name')).toEqual({ de: 'name', en: 'name' })
  })
})
