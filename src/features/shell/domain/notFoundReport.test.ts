import { describe, expect, it } from 'vitest'

import { rememberNotFound, takeNotFound } from './notFoundReport'

function memory() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('the address the not-found boundary hands to the 404 page', () => {
  it('is read once', () => {
    const storage = memory()
    rememberNotFound('/de/programm?page=999', storage)
    expect(takeNotFound(storage)).toBe('/de/programm?page=999')
    expect(takeNotFound(storage)).toBeNull()
  })

  it('counts only a path of this site', () => {
    const storage = memory()
    for (const address of ['https://example.com/x', '//example.com/x', 'javascript:alert(1)']) {
      rememberNotFound(address, storage)
      expect(takeNotFound(storage), address).toBeNull()
    }
  })

  it('loses only the report when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    expect(() => rememberNotFound('/de/x', blocked)).not.toThrow()
    expect(takeNotFound(blocked)).toBeNull()
    expect(takeNotFound(null)).toBeNull()
  })
})
