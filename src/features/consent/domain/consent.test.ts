import { describe, expect, it } from 'vitest'

import {
  acceptAll,
  consentOf,
  isGranted,
  isLegalPath,
  isTrackingCookie,
  parseConsent,
  serializeConsent,
  shouldReshowBanner,
} from './consent'

describe('consent cookie', () => {
  it('round-trips a choice', () => {
    const consent = consentOf({ externalMedia: true })
    expect(parseConsent(serializeConsent(consent))).toEqual({
      v: 1,
      required: true,
      googleTagManager: false,
      marketing: false,
      externalMedia: true,
    })
  })

  it('reads garbage, old versions and missing categories as no consent', () => {
    for (const raw of [
      null,
      '',
      'x',
      '[]',
      'null',
      '{"v":0,"googleTagManager":true,"marketing":true,"externalMedia":true}',
      '{"v":1,"googleTagManager":true}',
      '{"v":1,"googleTagManager":"yes","marketing":false,"externalMedia":false}',
    ]) {
      expect(parseConsent(raw), String(raw)).toBeNull()
    }
  })

  it('always grants the required category and nothing else without consent', () => {
    expect(isGranted(null, 'required')).toBe(true)
    expect(isGranted(null, 'externalMedia')).toBe(false)
    expect(isGranted(acceptAll(), 'googleTagManager')).toBe(true)
    expect(isGranted(consentOf({ marketing: true }), 'googleTagManager')).toBe(false)
  })
})

describe('re-showing the banner (SPEC §4)', () => {
  const declined = consentOf({ externalMedia: true })
  it('re-shows it for a visitor who declined tracking, leaving a legal page', () => {
    expect(shouldReshowBanner(declined, '/de/impressum', '/de')).toBe(true)
    expect(shouldReshowBanner(declined, '/en/datenschutz', '/en/programme')).toBe(true)
    expect(shouldReshowBanner(declined, '/de/agb', '/de/ueber-das-festival')).toBe(true)
  })
  it('does not otherwise', () => {
    expect(shouldReshowBanner(declined, '/de/impressum', '/de/datenschutz')).toBe(false)
    expect(shouldReshowBanner(declined, '/de', '/de/impressum')).toBe(false)
    expect(shouldReshowBanner(acceptAll(), '/de/impressum', '/de')).toBe(false)
    expect(shouldReshowBanner(null, '/de/impressum', '/de')).toBe(false)
  })
  it('knows legal paths', () => {
    expect(isLegalPath('/de/impressum')).toBe(true)
    expect(isLegalPath('/de/impressum/x')).toBe(false)
    expect(isLegalPath('/de/programm')).toBe(false)
  })
})

describe('tracking cookies', () => {
  it('recognises analytics and ad cookies but not ours', () => {
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gcl_au', '_fbp']) expect(isTrackingCookie(name), name).toBe(true)
    for (const name of ['cookie_consent', 'i18n_redirected', 'cartAmount', 'csrftoken', 'payload-token'])
      expect(isTrackingCookie(name), name).toBe(false)
  })
})
