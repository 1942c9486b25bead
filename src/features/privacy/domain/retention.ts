import { DEFAULT_RETENTION } from '@/cms/vocabulary'
import { berlinParts, berlinTime } from '@/lib/time/berlin'

/**
 * Storage limitation (DSGVO Art. 5 (1) e, issue 46): what the site keeps about visitors and for how
 * long. The back office sets three periods (site settings, `retention`); the others follow the law
 * or the thing itself and are fixed here. The retention job (`server/retention.ts`) deletes what
 * each cut-off leaves behind, every night.
 */
export type RetentionPeriods = {
  /** Form entries and the files uploaded with them. */
  formEntriesMonths: number
  /** Carts that ran out without an order, with their holds and the cart calls' idempotency keys. */
  cartsDays: number
  /** A calendar subscription no calendar app has read for this long is revoked. */
  calendarMonths: number
}

/** Invoices are kept ten years from the end of their calendar year (§ 147 AO, § 14b UStG). */
export const INVOICE_YEARS = 10

/** A waiting list's entry is kept until a day after its performance (it has nothing left to offer). */
export const WAITING_LIST_DAYS_AFTER = 1

const DAY_MS = 24 * 60 * 60 * 1000

function whole(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : fallback
}

/** The back office's periods as stored (the group may be missing or half filled in an old database). */
export function retentionPeriods(stored: unknown): RetentionPeriods {
  const group = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  return {
    formEntriesMonths: whole(group.form_entries_months, DEFAULT_RETENTION.formEntriesMonths, 120),
    cartsDays: whole(group.carts_days, DEFAULT_RETENTION.cartsDays, 365),
    calendarMonths: whole(group.calendar_months, DEFAULT_RETENTION.calendarMonths, 60),
  }
}

/**
 * The same Berlin wall-clock time `months` calendar months before `now`; a day the earlier month
 * lacks becomes its last (31 August minus six months is 28 or 29 February).
 */
export function monthsBefore(now: Date, months: number): Date {
  const p = berlinParts(now)
  const lastDay = new Date(Date.UTC(p.year, p.month - 1 - months + 1, 0)).getUTCDate()
  return berlinTime(p.year, p.month - months, Math.min(p.day, lastDay), p.hour, p.minute)
}

/** Everything created before these instants is due for deletion (or, for orders, for reduction). */
export type RetentionCutoffs = {
  formEntries: Date
  carts: Date
  calendar: Date
  /** Waiting-list entries of performances that started before this. */
  waitingList: Date
  /** Orders placed before this have passed the invoice's ten years: their personal fields go. */
  orders: Date
}

export function retentionCutoffs(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  // Ten years after the end of the order's year: on 1 January 2037 the orders of 2026 are due.
  const orders = berlinTime(berlinParts(now).year - INVOICE_YEARS, 1, 1)
  return {
    formEntries: monthsBefore(now, periods.formEntriesMonths),
    carts: new Date(now.getTime() - periods.cartsDays * DAY_MS),
    calendar: monthsBefore(now, periods.calendarMonths),
    waitingList: new Date(now.getTime() - WAITING_LIST_DAYS_AFTER * DAY_MS),
    orders,
  }
}
