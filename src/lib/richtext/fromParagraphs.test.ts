import { describe, expect, it } from 'vitest'

import { plainTextFromRichText, richTextFromParagraphs } from './fromParagraphs'

describe('richTextFromParagraphs', () => {
  it('makes one Lexical paragraph per string', () => {
    const doc = richTextFromParagraphs(['Eins.', 'Zwei.'])
    expect(doc.root.children).toHaveLength(2)
    expect(doc.root.children[1]?.children[0]?.text).toBe('Zwei.')
  })
  it('round-trips to plain text', () => {
    expect(plainTextFromRichText(richTextFromParagraphs(['Eins.', 'Zwei.']))).toBe('Eins.\n\nZwei.')
  })
  it('reads nothing from values that are not rich text', () => {
    expect(plainTextFromRichText(null)).toBe('')
    expect(plainTextFromRichText({ root: 'x' })).toBe('')
  })
})
