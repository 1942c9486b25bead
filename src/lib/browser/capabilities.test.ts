import { describe, expect, it } from 'vitest'

import { isLowBandwidth } from './capabilities'

describe('low bandwidth (SPEC §2, §9)', () => {
  it('is save-data or 2g', () => {
    expect(isLowBandwidth({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true)
    expect(isLowBandwidth({ connection: { effectiveType: 'slow-2g' } })).toBe(true)
    expect(isLowBandwidth({ connection: { effectiveType: '2g' } })).toBe(true)
    expect(isLowBandwidth({ connection: { effectiveType: '3g' } })).toBe(false)
    expect(isLowBandwidth({})).toBe(false)
  })
})
