import { describe, expect, it } from 'vitest'

import { copyServedAt, copyTimingHeader } from './copyMark'

describe('the mark of a page answered from the device', () => {
  it('carries the copy’s time from the worker to the page', () => {
    const header = copyTimingHeader('Fri, 27 Nov 2026 09:15:00 GMT')
    expect(header).toBe('festival-copy;desc="2026-11-27T09:15:00.000Z"')
    const description = /desc="([^"]*)"/.exec(header)?.[1] ?? ''
    expect(
      copyServedAt([
        { name: 'total', description: '' },
        { name: 'festival-copy', description },
      ]),
    ).toEqual(new Date('2026-11-27T09:15:00.000Z'))
  })

  it('a page from the network has no mark; a copy without a date is still a copy', () => {
    expect(copyServedAt([{ name: 'total', description: '' }])).toBeNull()
    expect(copyServedAt([{ name: 'festival-copy', description: '' }])).toEqual(new Date(0))
    expect(copyTimingHeader(null)).toBe('festival-copy;desc=""')
  })
})
