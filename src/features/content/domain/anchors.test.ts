import { describe, expect, it } from 'vitest'

import { ANCHOR_LIST_OFFSET, anchorId, currentAnchor } from './anchors'

describe('currentAnchor', () => {
  const anchors = [
    { id: 'idee', top: 900 },
    { id: 'bilder', top: 2400 },
  ]

  it('is none before the first section comes within 600 px of the top', () => {
    expect(ANCHOR_LIST_OFFSET).toBe(600)
    expect(currentAnchor(anchors)).toBeNull()
  })

  it('is the last section whose top has passed the offset', () => {
    expect(
      currentAnchor([
        { id: 'idee', top: 600 },
        { id: 'bilder', top: 601 },
      ]),
    ).toBe('idee')
    expect(
      currentAnchor([
        { id: 'idee', top: -1200 },
        { id: 'bilder', top: 100 },
      ]),
    ).toBe('bilder')
  })
})

describe('anchorId', () => {
  it('reads same-page anchors only', () => {
    expect(anchorId('#bilder')).toBe('bilder')
    expect(anchorId('#h%C3%B6ren')).toBe('hören')
    expect(anchorId('#')).toBeNull()
    expect(anchorId('/de/programm#x')).toBeNull()
    expect(anchorId('#%E0%A4%A')).toBeNull()
  })
})
