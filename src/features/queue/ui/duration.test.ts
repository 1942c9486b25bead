import { describe, expect, it } from 'vitest'

import { safeRedirectTarget } from '@/lib/routing/safePath'

import { clockOf, durationOf } from './duration'

// The waiting room goes back to the page it was sent from through the site's one check of local paths.
const localPath = (value: string | null) => (value === null ? null : safeRedirectTarget(value))

describe('a wait as a person reads it', () => {
  it('rounds minutes up, and uses hours and days for long waits', () => {
    expect(durationOf(30)).toEqual({ unit: 'seconds' })
    expect(durationOf(61)).toEqual({ unit: 'minutes', minutes: 2 })
    expect(durationOf(3 * 3600 + 5 * 60)).toEqual({ unit: 'hours', hours: 3, minutes: 5 })
    expect(durationOf(2 * 86_400 + 3600)).toEqual({ unit: 'days', days: 2, hours: 1 })
  })

  it('shows a countdown clock', () => {
    expect(clockOf(65)).toBe('01:05')
    expect(clockOf(3661)).toBe('1:01:01')
    expect(clockOf(-3)).toBe('00:00')
  })

  it('goes back only to a path of this site', () => {
    expect(localPath('/de/programm?date=01-12-2026')).toBe('/de/programm?date=01-12-2026')
    expect(localPath('//evil.example/')).toBeNull()
    expect(localPath('https://evil.example/')).toBeNull()
    expect(localPath('/\\evil.example')).toBeNull()
    expect(localPath(null)).toBeNull()
  })
})
