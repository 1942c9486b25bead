import { describe, expect, it } from 'vitest'

import { parseId } from './ids'

describe('parseId', () => {
  it('reads whole numbers from 1 that fit an integer column', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('2147483647')).toBe(2_147_483_647)
  })

  it('refuses everything else', () => {
    for (const raw of ['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '2147483648', '99999999999']) expect(parseId(raw), raw).toBeNull()
  })
})
