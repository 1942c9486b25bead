/**
 * The schema's vocabularies and bounds that the site's features read too (issue 25: the schema never
 * imports a feature): the keys are stored as they are; their names are programme messages.
 */

/** Access features of a performance (issue 10, beyond SPEC): entered per event, filtered by in the programme, shown as labelled icons. */
export const ACCESS_FEATURES = ['audio_description', 'surtitles', 'sign_language', 'relaxed', 'easy_language', 'step_free'] as const
export type AccessFeature = (typeof ACCESS_FEATURES)[number]

export function isAccessFeature(value: string): value is AccessFeature {
  return ACCESS_FEATURES.some((entry) => entry === value)
}

/** The departments of the team list, in the order the list shows them (the back office's choices). */
export const DEPARTMENTS = ['direction', 'dramaturgy', 'production', 'communication', 'artists'] as const
export type Department = (typeof DEPARTMENTS)[number]

export function isDepartment(value: unknown): value is Department {
  return typeof value === 'string' && DEPARTMENTS.some((entry) => entry === value)
}

/** Fair sale: tickets of one performance one cart may hold, unless the performance's sale limit says otherwise. */
export const DEFAULT_MAX_TICKETS_PER_CART = 10

/** Fair sale: the highest cap the back office may set (a school's whole year, a company outing). */
export const MAX_TICKETS_PER_CART_LIMIT = 500

/** Orders paid at the box office lapse this many minutes before their first performance unless the back office says otherwise (decision 031). */
export const DEFAULT_BOX_OFFICE_LAPSE_MINUTES = 30

/** Payment by invoice ends this many days before a performance unless the back office says otherwise (issue 44): time for the transfer to arrive. */
export const DEFAULT_INVOICE_CLOSE_DAYS = 7

/** The waiting list (issue 44): hours an offer holds its seats for the first in line, unless the back office says otherwise. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 24
/** The same on the performance's own day (Europe/Berlin): a shorter time, so the seats can still go to the next. */
export const DEFAULT_WAITLIST_OFFER_HOURS_ON_THE_DAY = 2
/** The states of a waiting-list entry, in the order an entry passes them (`left` and `lapsed` end it early). */
export const WAITLIST_STATES = ['unconfirmed', 'waiting', 'offered', 'accepted', 'lapsed', 'left'] as const
export type WaitlistState = (typeof WAITLIST_STATES)[number]

/** Sale openings (issue 43): the waiting room opens this many minutes before the sale. */
export const DEFAULT_PREQUEUE_MINUTES = 30
/** Sale openings: visitors let through a minute unless the opening says otherwise. */
export const DEFAULT_ADMIT_PER_MINUTE = 300
/** The highest rate an operator may set (more would not be a queue). */
export const MAX_ADMIT_PER_MINUTE = 100_000
/** Sale openings: minutes an admitted visitor may book. */
export const DEFAULT_ADMISSION_MINUTES = 15
/** The hardest proof of work an opening may ask (each level doubles a phone's work). */
export const MAX_CHALLENGE = 5

/**
 * Storage limitation (DSGVO Art. 5, issue 46): how long the site keeps what visitors leave behind,
 * unless the back office says otherwise (site settings, `retention`). Form entries and their uploads
 * in months, expired carts with their holds in days, an unused calendar subscription in months.
 */
/** Gift vouchers the shop offers until the back office says otherwise (issue 46): euros. */
export const DEFAULT_VOUCHERS = { amounts: [25, 50, 100], freeMinEuros: 10, freeMaxEuros: 300 } as const

export const DEFAULT_RETENTION = { formEntriesMonths: 6, cartsDays: 30, calendarMonths: 12 } as const
