import { describe, expect, it } from 'vitest'

import { pathPattern } from './paths'
import { callPath, SITE_PATHS } from './sitePaths'

describe('a contract path as a pattern', () => {
  it('matches the paths the call answers, and no other', () => {
    const events = pathPattern(SITE_PATHS.events.path)
    expect(events.test('/de/api/events/')).toBe(true)
    expect(events.test('/en/api/events/')).toBe(true)
    expect(events.test('/fr/api/events/')).toBe(false)
    expect(events.test('/de/api/events/12/tickets/')).toBe(false)
    const qr = pathPattern(SITE_PATHS.ticketQr.path)
    expect(qr.test(callPath('ticketQr', { code: 'ABCD-EFGH-JKMN-PQRS-TVWX' }))).toBe(true)
    expect(qr.test('/api/ticket-qr/a/b/')).toBe(false)
    expect(pathPattern(SITE_PATHS.page.path).test('/de/pageeditor-api/page/a/b')).toBe(true)
  })

  it('takes the dots of a path literally', () => {
    expect(pathPattern('/a.b/').test('/axb/')).toBe(false)
  })
})
