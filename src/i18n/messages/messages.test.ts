import { describe, expect, it } from 'vitest'

import { LOCALES } from '../locales'
import { namespaceTexts } from '.'

/** Every key path of a message tree, e.g. 'header.cart'. */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix]
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key))
}

describe('visitor texts', () => {
  for (const [namespace, texts] of Object.entries(namespaceTexts)) {
    it(`${namespace}: German and English have the same keys, none empty`, () => {
      const [first, ...rest] = LOCALES.map((locale) => keyPaths(texts[locale]).sort())
      for (const other of rest) expect(other).toEqual(first)
      for (const locale of LOCALES) {
        for (const path of keyPaths(texts[locale])) {
          const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts[locale])
          expect(typeof value === 'string' && value.trim() !== '', `${locale}.${namespace}.${path}`).toBe(true)
        }
      }
    })
  }
})
