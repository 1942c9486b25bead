import { describe, expect, it } from 'vitest'

import { aroundChange, excerptOf, fieldChanges, moduleText, richTextPlain, versionChanges } from './history'
import { richTextFromParagraphs } from '@/lib/richtext/fromParagraphs'
import type { EditTree } from './tree'

const rich = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } })

const before: EditTree = {
  kind: 'page',
  modules: [
    { id: 'a', blockType: 'headline', content: 'Willkommen' },
    { id: 'b', blockType: 'quote', content: 'Kunst', author: 'K. V.' },
    { id: 'c', blockType: 'text', content: rich('Ein Absatz') },
    {
      id: 's',
      blockType: 'section',
      layout: '50-50',
      columns: [{ children: [{ id: 'd', blockType: 'headline', content: 'Links' }] }, { children: [] }],
    },
  ],
}

describe('version history', () => {
  it('names what a version added, changed, moved and removed', () => {
    const after: EditTree = {
      kind: 'page',
      modules: [
        { id: 'c', blockType: 'text', content: rich('Ein Absatz') },
        { id: 'a', blockType: 'headline', content: 'Willkommen!' },
        { id: 'n', blockType: 'link', link_text: 'Tickets' },
        {
          id: 's',
          blockType: 'section',
          layout: '50-50',
          columns: [{ children: [] }, { children: [{ id: 'd', blockType: 'headline', content: 'Links' }] }],
        },
      ],
    }
    expect(versionChanges(before, after)).toEqual([
      { kind: 'moved', id: 'c', type: 'text', excerpt: 'Ein Absatz', fields: [] },
      {
        kind: 'changed',
        id: 'a',
        type: 'headline',
        excerpt: 'Willkommen!',
        fields: [{ field: 'content', before: 'Willkommen', after: 'Willkommen!' }],
      },
      { kind: 'moved', id: 'd', type: 'headline', excerpt: 'Links', fields: [] },
      { kind: 'added', id: 'n', type: 'link', excerpt: 'Tickets', fields: [] },
      { kind: 'removed', id: 'b', type: 'quote', excerpt: 'Kunst', fields: [] },
    ])
  })

  it('counts one module moved down as one move, not as every module it passed', () => {
    const after: EditTree = {
      kind: 'page',
      modules: [
        before.kind === 'page' ? before.modules[1]! : { blockType: 'x' },
        before.kind === 'page' ? before.modules[2]! : { blockType: 'x' },
        ...(before.kind === 'page' ? [before.modules[0]!, before.modules[3]!] : []),
      ],
    }
    expect(versionChanges(before, after).map((change) => `${change.kind}:${change.id}`)).toEqual(['moved:a'])
  })

  it('finds nothing when only the status changed, and everything added in the first version', () => {
    expect(versionChanges(before, structuredClone(before))).toEqual([])
    expect(versionChanges(null, before).map((change) => change.kind)).toEqual(['added', 'added', 'added', 'added', 'added'])
  })

  it('takes a module’s words from its text, rich text or first child', () => {
    expect(richTextPlain(rich('Hallo Welt'))).toBe('Hallo Welt')
    expect(excerptOf({ blockType: 'text', content: rich('x'.repeat(100)) }, 20)).toBe(`${'x'.repeat(19)}…`)
    expect(excerptOf({ blockType: 'teaserList', children: [{ blockType: 'teaserItem', headline: 'Erster Teaser' }] })).toBe('Erster Teaser')
    expect(excerptOf({ blockType: 'html', html_code: '<p>Hallo <b>du</b></p>' })).toBe('Hallo du')
    expect(excerptOf({ blockType: 'image', image: 4 })).toBe('')
  })
})

describe('moduleText', () => {
  it('gives every text of a module, rich text and rows included, one paragraph each, without ids or addresses', () => {
    const faq = {
      id: 'abc',
      blockType: 'faq',
      headline: 'Fragen',
      style: 'light',
      items: [
        { id: 'r1', question: 'Wann?', answer: richTextFromParagraphs(['Am Abend.', 'Pünktlich.']) },
        { id: 'r2', question: 'Wo?', link: 'https://example.org/ort' },
      ],
      count: 3,
    }
    expect(moduleText(faq, ['headline', 'question', 'answer'])).toBe('Fragen\n\nWann?\n\nAm Abend. Pünktlich.\n\nWo?')
    expect(moduleText({ blockType: 'quote' }, ['content'])).toBe('')
  })
})

describe('what a version changed in a module', () => {
  it('names each field changed with its words before and after, the rest untouched', () => {
    const was = { id: 'q', blockType: 'quote', content: 'Kunst ist schön.', author: 'Karl Valentin', style: 'light' }
    const now = { ...was, author: 'K. Valentin', style: 'dark', caption: '' }
    expect(fieldChanges(was, now)).toEqual([
      { field: 'author', before: 'Karl Valentin', after: 'K. Valentin' },
      { field: 'style', before: 'light', after: 'dark' },
    ])
    expect(fieldChanges({ blockType: 'text', content: rich('Alt') }, { blockType: 'text', content: rich('Neu') })).toEqual([
      { field: 'content', before: 'Alt', after: 'Neu' },
    ])
  })

  it('shortens long texts to the words around the change', () => {
    const long = 'Das Festival beginnt am Freitag mit einem Konzert im Hof und endet am Sonntag mit einem Fest für alle.'
    const changed = long.replace('Sonntag', 'Montag')
    const short = aroundChange(long, changed, 40)
    expect(short.before).toMatch(/^…/)
    expect(short.before).toContain('Sonntag')
    expect(short.after).toContain('Montag')
    expect(short.before.length).toBeLessThanOrEqual(42)
    expect(aroundChange('Karl Valentin', 'K. Valentin', 40)).toEqual({ before: 'Karl Valentin', after: 'K. Valentin' })
  })
})
