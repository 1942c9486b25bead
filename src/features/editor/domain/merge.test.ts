import { describe, expect, it } from 'vitest'

import { changedFields, mergeModule, sameValue } from './merge'

const quote = { id: 'q1', blockType: 'quote', content: 'Kunst ist schön.', author: 'Karl Valentin' }

describe('field-level merge', () => {
  it('applies only the fields the editor changed, keeping a colleague’s change to another field', () => {
    const theirs = { ...quote, content: 'Kunst ist schön, macht aber viel Arbeit.' }
    const merged = mergeModule(quote, { ...quote, author: 'K. Valentin' }, theirs)
    expect(merged).toEqual({
      ok: true,
      changed: ['author'],
      values: { content: 'Kunst ist schön, macht aber viel Arbeit.', author: 'K. Valentin' },
    })
  })

  it('refuses a field both changed to different values, with both values', () => {
    const theirs = { ...quote, content: 'Ihre Fassung' }
    expect(mergeModule(quote, { ...quote, content: 'Meine Fassung' }, theirs)).toEqual({
      ok: false,
      conflicts: [{ field: 'content', mine: 'Meine Fassung', theirs: 'Ihre Fassung' }],
    })
  })

  it('is no conflict when both changed a field to the same value', () => {
    const theirs = { ...quote, author: 'Valentin' }
    expect(mergeModule(quote, { ...quote, author: 'Valentin' }, theirs)).toMatchObject({ ok: true, values: { author: 'Valentin' } })
  })

  it('writes nothing of its own when the editor changed nothing', () => {
    const theirs = { ...quote, author: 'Neu' }
    expect(mergeModule(quote, { ...quote }, theirs)).toEqual({ ok: true, changed: [], values: { content: quote.content, author: 'Neu' } })
  })

  it('compares rich text and lists by content, not key order or empty spellings', () => {
    expect(sameValue({ root: { a: 1, b: [1, 2] } }, { root: { b: [1, 2], a: 1 } })).toBe(true)
    expect(sameValue(null, '')).toBe(true)
    expect(sameValue(undefined, [])).toBe(true)
    expect(sameValue({ a: null, b: 1 }, { b: 1 })).toBe(true)
    expect(sameValue([1, 2], [2, 1])).toBe(false)
    expect(changedFields({ id: 'x', blockType: 'quote', content: 'a', author: null }, { content: 'a', author: '' })).toEqual([])
  })

  it('never takes the module’s id, type or a section’s columns from the editor', () => {
    const section = { id: 's1', blockType: 'section', layout: '100', columns: [{ children: [{ id: 'c', blockType: 'text' }] }] }
    const merged = mergeModule(section, { ...section, layout: '50-50', columns: [] }, section)
    expect(merged).toEqual({ ok: true, changed: ['layout'], values: { layout: '50-50' } })
  })
})
