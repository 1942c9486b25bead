import { describe, expect, it } from 'vitest'

import { decodePath, escapeLonePercent, isSafeLocalPath, safeRedirectTarget } from './safePath'

describe('isSafeLocalPath', () => {
  it('accepts ordinary paths of the site, encoded or not', () => {
    for (const path of ['/', '/de', '/de/programm/', '/de/%C3%BCber', '/webshop/cart', '/de/a%20b'])
      expect(isSafeLocalPath(path), path).toBe(true)
  })

  it('refuses paths a browser would read as another host', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/%5Cevil.example/',
      '/%5C%5Cevil.example',
      '/%2F/evil.example',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/\t/evil.example',
      'evil.example',
      'https://evil.example',
      '',
    ]) {
      expect(isSafeLocalPath(path), path).toBe(false)
    }
  })

  it('refuses malformed escapes', () => {
    for (const path of ['/de/%', '/de/programm/%/%', '/%E0%A4%A']) expect(isSafeLocalPath(path), path).toBe(false)
    expect(decodePath('/de/%')).toBeNull()
  })
})

describe('safeRedirectTarget', () => {
  it('keeps a local target with its query and hash', () => {
    expect(safeRedirectTarget('/de/ueber-das-festival?a=1#top')).toBe('/de/ueber-das-festival?a=1#top')
  })

  it('refuses targets that leave the site', () => {
    for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/ok?x=\\', '/ok?\n'])
      expect(safeRedirectTarget(target), target).toBeNull()
  })
})

describe('escapeLonePercent', () => {
  it('writes a % that starts no escape as %25 and leaves escapes alone', () => {
    expect(escapeLonePercent('/de/%')).toBe('/de/%25')
    expect(escapeLonePercent('/de/programme/%/1')).toBe('/de/programme/%25/1')
    expect(escapeLonePercent('/de/100%zu')).toBe('/de/100%25zu')
    expect(escapeLonePercent('/de/b%C3%BChne/%25')).toBe('/de/b%C3%BChne/%25')
  })
})
