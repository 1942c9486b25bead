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

  it('takes sticky links inside section columns and the button of a sticky hero while it is online', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    const modules = [
      {
        blockType: 'heroMedia',
        headline: 'H',
        button_text: 'Karten',
        button_link: '/de/programm',
        sticky: true,
        online_from: '2026-11-01',
      },
      { blockType: 'heroMedia', headline: 'Later', button_text: 'Später', button_link: '/de/x', sticky: true, online_from: '2026-12-01' },
      {
        blockType: 'section',
        columns: [{ children: [{ blockType: 'link', link_text: 'In Spalte', link_url: '/de/spalte', sticky: true }] }],
      },
    ] as unknown as Parameters<typeof stickyLinks>[1]
    expect(stickyLinks('de', modules, now)).toEqual([
      { text: 'Karten', url: '/de/programm' },
      { text: 'In Spalte', url: '/de/spalte' },
    ])
  })
})
