import { describe, expect, it } from 'vitest'

import { rankCorrelation } from './fairness'

describe('rankCorrelation', () => {
  it('is 1 for the same order, -1 for the reverse, and ignores the scale', () => {
    expect(rankCorrelation([1, 2, 3, 4], [10, 20, 300, 4000])).toBeCloseTo(1)
    expect(rankCorrelation([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1)
  })

  it('is near 0 for unrelated orders, and 0 without spread', () => {
    expect(rankCorrelation([1, 2, 3, 4, 5, 6], [3, 6, 1, 5, 2, 4])).toBeCloseTo(-0.086, 2)
    expect(rankCorrelation([1, 1, 1], [1, 2, 3])).toBe(0)
    expect(rankCorrelation([1], [1])).toBe(0)
  })
})
