import { describe, expect, it } from 'vitest'

import { hasControlCharacter } from './controlCharacters'

describe('hasControlCharacter', () => {
  it('finds C0 controls and DEL', () => {
    for (const text of ['a\u0000b', '\t', 'x\ny', '\u007f']) expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true)
  })

  it('passes ordinary text, umlauts and emoji', () => {
    for (const text of ['/de/über', 'Plakat 2026.png', '🎭', '']) expect(hasControlCharacter(text), text).toBe(false)
  })
})
