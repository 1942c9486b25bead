import { describe, expect, it } from 'vitest'

import { ancestorPaths, stickyLinks } from './frame'

describe('page frame helpers', () => {
  it('lists ancestor paths from the top', () => {
    expect(ancestorPaths('/')).toEqual([])
    expect(ancestorPaths('/a')).toEqual([])
    expect(ancestorPaths('/a/b/c')).toEqual(['/a', '/a/b'])
  })

  it('takes only sticky link modules with text and a target', () => {
    const modules = [
      { blockType: 'link', id: '1', link_text: 'Programm', link: { id: 1, path: '/programm' }, sticky: true },
      { blockType: 'link', id: '2', link_text: 'Not sticky', link_url: 'https://example.org', sticky: false },
      { blockType: 'link', id: '3', link_text: 'Extern', link_url: 'https://example.org', sticky: true },
      { blockType: 'headline', id: '4', content: 'x' },
    ] as unknown as Parameters<typeof stickyLinks>[1]
    expect(stickyLinks('de', modules)).toEqual([
      { text: 'Programm', url: '/de/programm' },
      { text: 'Extern', url: 'https://example.org' },
    ])
  })
})
