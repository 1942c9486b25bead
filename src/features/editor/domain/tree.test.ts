import { describe, expect, it } from 'vitest'

import {
  copyWithNewIds,
  duplicateModule,
  type EditTree,
  insertModule,
  locate,
  moveModule,
  moveModuleTo,
  PAGE_SLOT,
  placeAgain,
  removeModule,
  updateModule,
  withLayout,
} from './tree'

const page = (): EditTree => ({
  kind: 'page',
  modules: [
    { id: 'a', blockType: 'headline', content: 'A' },
    {
      id: 's',
      blockType: 'section',
      layout: '50-50',
      columns: [
        { id: 'c0', classes: 'x', children: [{ id: 'b', blockType: 'text' }] },
        { id: 'c1', classes: 'y', children: [] },
      ],
    },
    { id: 'c', blockType: 'quote' },
  ],
})

let counter = 0
const newId = () => `n${++counter}`

describe('placeAgain', () => {
  it('puts a module back where it stood in the older tree, or at the end of the page when its section went too', () => {
    const before = page()
    expect(placeAgain(before, page(), 'b')).toEqual({ section: 's', column: 0, index: 0 })
    const withoutSection = removeModule(page(), 's')
    if (!withoutSection.ok) throw new Error('removed')
    expect(placeAgain(before, withoutSection.tree, 'b')).toEqual({ section: null, column: null, index: 2 })
    const container: EditTree = { kind: 'container', columns: [{ id: 'k', children: [{ id: 'x', blockType: 'text' }] }] }
    expect(placeAgain(container, { kind: 'container', columns: [] }, 'x')).toEqual({ section: null, column: 0, index: 0 })
    expect(placeAgain(before, page(), 'zzz')).toBeNull()
  })
})

describe('tree edits', () => {
  it('finds modules in the page list and in section columns', () => {
    expect(locate(page(), 'c')).toMatchObject({ slot: PAGE_SLOT, index: 2 })
    expect(locate(page(), 'b')).toMatchObject({ slot: { section: 's', column: 0 }, index: 0 })
    expect(locate(page(), 'zzz')).toBeNull()
  })

  it('inserts at a place, clamped, and never changes its argument', () => {
    const before = page()
    const result = insertModule(before, { section: 's', column: 1 }, 5, { id: 'n', blockType: 'headline' })
    expect(result.ok && locate(result.tree, 'n')).toMatchObject({ slot: { section: 's', column: 1 }, index: 0 })
    expect(locate(before, 'n')).toBeNull()
    expect(insertModule(page(), { section: 's', column: 2 }, 0, { blockType: 'text' })).toEqual({ ok: false, error: 'bad-slot' })
    expect(insertModule(page(), { section: 's', column: 0 }, 0, { blockType: 'section' })).toEqual({ ok: false, error: 'nested-section' })
  })

  it('updates fields but keeps id, type and a section’s modules across a layout change', () => {
    const text = updateModule(page(), 'a', { id: 'evil', blockType: 'html', content: 'B' })
    expect(text.ok && text.tree.kind === 'page' && text.tree.modules[0]).toEqual({ id: 'a', blockType: 'headline', content: 'B' })
    const narrowed = updateModule(page(), 's', { layout: '100' })
    const section =
      narrowed.ok && narrowed.tree.kind === 'page'
        ? (narrowed.tree.modules[1] as unknown as { columns: { children: { id: string }[] }[] })
        : null
    expect(section?.columns).toHaveLength(1)
    expect(section?.columns[0]?.children.map((child) => child.id)).toEqual(['b'])
  })

  it('moves within a list and refuses to move past its edge', () => {
    const moved = moveModule(page(), 'c', 'up')
    expect(moved.ok && moved.tree.kind === 'page' && moved.tree.modules.map((module) => module.id)).toEqual(['a', 'c', 's'])
    expect(moveModule(page(), 'a', 'up')).toEqual({ ok: false, error: 'edge' })
    expect(moveModule(page(), 'b', 'down')).toEqual({ ok: false, error: 'edge' })
  })

  it('duplicates with fresh ids everywhere inside, and removes', () => {
    const copy = duplicateModule(page(), 's', newId)
    expect(copy.ok && copy.tree.kind === 'page' && copy.tree.modules.map((module) => module.id)).toEqual(['a', 's', copy.copyId, 'c'])
    const ids = JSON.stringify(copy.ok && copy.tree.kind === 'page' ? copy.tree.modules[2] : null)
    expect(ids).not.toMatch(/"(s|c0|c1|b)"/)
    const removed = removeModule(page(), 'b')
    expect(removed.ok && locate(removed.tree, 'b')).toBeNull()
    expect(removeModule(page(), 'nope')).toEqual({ ok: false, error: 'not-found' })
  })

  it('keeps rich text as it is when copying', () => {
    const rich = { root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } }
    expect(copyWithNewIds({ id: 'x', blockType: 'text', content: rich }, newId).content).toEqual(rich)
  })

  it('adds and removes columns for a layout without losing modules', () => {
    expect(withLayout([], '33-33-33').map((column) => column.classes)).toEqual([
      'medium-10 xlarge-6',
      'medium-10 xlarge-6',
      'medium-10 xlarge-6',
    ])
    const merged = withLayout(
      [{ children: [{ blockType: 'a' }] }, { children: [{ blockType: 'b' }] }, { children: [{ blockType: 'c' }] }],
      '50-50',
    )
    expect(merged.map((column) => column.children?.map((child) => child.blockType))).toEqual([['a'], ['b', 'c']])
  })

  it('moves a module to any list: between columns, out of a section, into a section', () => {
    const into = moveModuleTo(page(), 'c', { section: 's', column: 1 }, 0)
    expect(into.ok && locate(into.tree, 'c')).toMatchObject({ slot: { section: 's', column: 1 }, index: 0 })
    const out = moveModuleTo(page(), 'b', PAGE_SLOT, 0)
    expect(out.ok && out.tree.kind === 'page' && out.tree.modules.map((module) => module.id)).toEqual(['b', 'a', 's', 'c'])
    const within = moveModuleTo(page(), 'a', PAGE_SLOT, 2)
    expect(within.ok && within.tree.kind === 'page' && within.tree.modules.map((module) => module.id)).toEqual(['s', 'c', 'a'])
    expect(moveModuleTo(page(), 'a', PAGE_SLOT, 0)).toEqual({ ok: false, error: 'edge' })
    expect(moveModuleTo(page(), 's', { section: 's', column: 0 }, 0)).toEqual({ ok: false, error: 'nested-section' })
    expect(moveModuleTo(page(), 'a', { section: 's', column: 5 }, 0)).toEqual({ ok: false, error: 'bad-slot' })
    expect(moveModuleTo(page(), 'zz', PAGE_SLOT, 0)).toEqual({ ok: false, error: 'not-found' })
  })
})
