import { describe, expect, it } from 'vitest'

import { manifestPath, webAppManifest } from './pwaFiles'

describe('the web app manifest', () => {
  it('names the festival in each language, starts on that language’s home page, and is one app', () => {
    const de = webAppManifest('de')
    const en = webAppManifest('en')
    expect(de).toMatchObject({
      name: 'Festival der Künste',
      short_name: 'FdK',
      lang: 'de',
      start_url: '/de',
      scope: '/',
      display: 'standalone',
    })
    expect(en).toMatchObject({ name: 'Festival of the Arts', lang: 'en', start_url: '/en' })
    expect(de.id).toBe(en.id)
    expect(de.description).not.toBe(en.description)
  })

  it('offers the mark in the sizes browsers ask for, one of them maskable', () => {
    expect(webAppManifest('en').icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    expect(manifestPath('en')).toBe('/pwa/en/manifest.json')
  })
})
