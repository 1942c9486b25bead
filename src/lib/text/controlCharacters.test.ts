import { describe, expect, it } from 'vitest'

import { escapeLogText, hasControlCharacter } from './controlCharacters'

const LAYOUT = [
  'a\u0000b',
  '\t',
  'x\ny',
  '\u007f',
  'a\u0085b',
  'line\u2028two',
  'para\u2029two',
  'abc\u202edcba',
  '\u202a',
  '\u2066x\u2069',
  '\u009b31m',
]

describe('hasControlCharacter', () => {
  it('finds C0 and C1 controls, DEL, the Unicode line and paragraph separators and the text-direction controls', () => {
    for (const text of LAYOUT) expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true)
  })

  it('passes ordinary text, umlauts, typographic quotes and emoji', () => {
    for (const text of ['/de/über', 'Plakat 2026.png', '🎭', '', '„Faust“ – ein Abend', 'ẞ'])
      expect(hasControlCharacter(text), text).toBe(false)
  })
})

describe('escapeLogText', () => {
  it('writes every such character as its escape, so one log line stays one line and reads as stored', () => {
    expect(escapeLogText('ok\u2028{"level":60,"msg":"forged"}')).toBe('ok\\u2028{"level":60,"msg":"forged"}')
    expect(escapeLogText('user \u202eexe.txt')).toBe('user \\u202eexe.txt')
    expect(escapeLogText('a\nb\rc\u0085d\u2029e\u2066f')).toBe('a\\u000ab\\u000dc\\u0085d\\u2029e\\u2066f')
    for (const text of LAYOUT) expect(hasControlCharacter(escapeLogText(text)), JSON.stringify(text)).toBe(false)
  })

  it('leaves ordinary text as it is, and keeps a stack trace’s line breaks when asked', () => {
    expect(escapeLogText('Grüße aus „Köln“ 🎭')).toBe('Grüße aus „Köln“ 🎭')
    expect(escapeLogText('Error: x\n    at f (a.ts:1)\u2028', true)).toBe('Error: x\n    at f (a.ts:1)\\u2028')
  })
})
