import { describe, expect, it } from 'vitest'

import { DEFAULT_RETENTION } from '@/cms/vocabulary'
import { berlinTime } from '@/lib/time/berlin'

import { monthsBefore, retentionCutoffs, retentionPeriods } from './retention'

describe('retentionPeriods', () => {
  it('takes the back office’s whole numbers and falls back to the defaults for anything else', () => {
    expect(retentionPeriods({ form_entries_months: 3, carts_days: 7, calendar_months: 24 })).toEqual({
      formEntriesMonths: 3,
      cartsDays: 7,
      calendarMonths: 24,
    })
    expect(retentionPeriods(undefined)).toEqual({ ...DEFAULT_RETENTION })
    expect(retentionPeriods({ form_entries_months: 0, carts_days: 2.5, calendar_months: null })).toEqual({ ...DEFAULT_RETENTION })
  })
})

describe('monthsBefore', () => {
  it('goes back calendar months in Berlin time, to the last day where the month is shorter', () => {
    expect(monthsBefore(berlinTime(2026, 8, 31, 3, 0), 6)).toEqual(berlinTime(2026, 2, 28, 3, 0))
    expect(monthsBefore(berlinTime(2028, 8, 31, 3, 0), 6)).toEqual(berlinTime(2028, 2, 29, 3, 0))
    expect(monthsBefore(berlinTime(2027, 1, 15, 12, 30), 6)).toEqual(berlinTime(2026, 7, 15, 12, 30))
    expect(monthsBefore(berlinTime(2027, 3, 10, 0, 0), 12)).toEqual(berlinTime(2026, 3, 10, 0, 0))
  })
})

describe('retentionCutoffs', () => {
  it('keeps invoices to the end of their tenth year after the year they were made in', () => {
    const cutoffs = retentionCutoffs(berlinTime(2037, 1, 1, 3, 0), { ...DEFAULT_RETENTION })
    // The orders of 2026 are due on 1 January 2037, those of 2027 not yet.
    expect(cutoffs.orders).toEqual(berlinTime(2027, 1, 1))
    expect(retentionCutoffs(berlinTime(2036, 12, 31, 23, 0), { ...DEFAULT_RETENTION }).orders).toEqual(berlinTime(2026, 1, 1))
  })

  it('cuts carts by days, form entries and calendar subscriptions by months, the waiting list a day after', () => {
    const now = berlinTime(2026, 11, 29, 3, 0)
    const cutoffs = retentionCutoffs(now, { formEntriesMonths: 6, cartsDays: 30, calendarMonths: 12 })
    expect(cutoffs.formEntries).toEqual(berlinTime(2026, 5, 29, 3, 0))
    expect(cutoffs.carts).toEqual(new Date(now.getTime() - 30 * 86_400_000))
    expect(cutoffs.calendar).toEqual(berlinTime(2025, 11, 29, 3, 0))
    expect(cutoffs.waitingList).toEqual(new Date(now.getTime() - 86_400_000))
  })
})
