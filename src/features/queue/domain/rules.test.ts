import { describe, expect, it } from 'vitest'

import { admittedThrough, drained, type Opening, prequeueStartsAt, type QueueState, rebased, viewOf } from './rules'

const OPENS = Date.parse('2026-12-01T09:00:00.000Z')
const opening: Opening = {
  id: 7,
  name: 'Vorverkauf',
  opensAt: new Date(OPENS),
  prequeueMinutes: 30,
  admitPerMinute: 60,
  admissionMinutes: 15,
  events: [],
  challenge: 0,
  active: true,
  paused: false,
}
const state: QueueState = { drawn: true, lastPosition: 100, base: 0, baseMs: OPENS, rate: 60, paused: false }

describe('the admission cursor', () => {
  it('admits the rate a minute from the opening, never past the places given', () => {
    expect(admittedThrough(state, OPENS - 1000)).toBe(0)
    expect(admittedThrough(state, OPENS + 10_500)).toBe(10)
    expect(admittedThrough(state, OPENS + 3_600_000)).toBe(100)
    expect(drained(state, OPENS + 3_600_000)).toBe(true)
    expect(admittedThrough({ ...state, drawn: false }, OPENS + 10_000)).toBe(0)
  })

  it('stands still while paused, and keeps what it admitted when rebased for a new rate', () => {
    const paused = { ...state, ...rebased(state, OPENS + 20_000), paused: true }
    expect(admittedThrough(paused, OPENS + 600_000)).toBe(20)
    const faster = { ...state, ...rebased(state, OPENS + 20_000), rate: 600 }
    expect(admittedThrough(faster, OPENS + 21_000)).toBe(30)
  })

  it('opens the waiting room the pre-queue minutes before the sale', () => {
    expect(prequeueStartsAt(opening).toISOString()).toBe('2026-12-01T08:30:00.000Z')
  })
})

describe('what a place is told', () => {
  const place = { opening: 7, joinedMs: OPENS - 600_000, admittedMs: null }

  it('before the draw: the time to the opening, no place yet', () => {
    const { view } = viewOf(opening, { ...state, drawn: false }, { ...place, position: null }, OPENS - 90_000)
    expect(view).toMatchObject({ state: 'prequeue', position: null, ahead: null, eta_seconds: 90 })
  })

  it('waiting: its place, who is ahead and the wait at the rate', () => {
    const { view, admitNow } = viewOf(opening, state, { ...place, position: 25 }, OPENS + 10_000)
    expect(view).toMatchObject({ state: 'waiting', position: 25, ahead: 14, eta_seconds: 15 })
    expect(admitNow).toBe(false)
  })

  it('admitted once the cursor reaches it, for the admission minutes from then', () => {
    const { view, admitNow } = viewOf(opening, state, { ...place, position: 5 }, OPENS + 10_000)
    expect(admitNow).toBe(true)
    expect(view.state).toBe('admitted')
    const later = viewOf(opening, state, { ...place, position: 5, admittedMs: OPENS + 10_000 }, OPENS + 16 * 60_000)
    expect(later.view).toMatchObject({ state: 'expired', admitted_until: new Date(OPENS + 10_000 + 15 * 60_000).toISOString() })
  })

  it('lapses a place whose turn passed longer ago than the time to book, when its holder never came back', () => {
    const { view, admitNow } = viewOf(opening, state, { ...place, position: 1 }, OPENS + 20 * 60_000)
    expect(admitNow).toBe(false)
    expect(view).toMatchObject({ state: 'expired', admitted_until: null })
  })
})
