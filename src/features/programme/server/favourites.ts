import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload, TypedUser } from 'payload'

import { apiTranslator } from '@/i18n/translator'

import type { Locale } from '@/i18n/locales'
import type { Customer } from '@/payload-types'

import { applyFavouriteChange, MAX_FAVOURITES, normaliseFavourites } from '../domain/favourites'
import { NO_FILTERS } from '../domain/filters'
import type { CalendarEvent } from '@/lib/calendar/ics'
import type { EventListItem } from '../domain/listItems'
import { eventForCalendar, findEvents } from './eventRows'

const ids = (customer: Pick<Customer, 'favourites'>): number[] =>
  normaliseFavourites((customer.favourites ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry)))

/** The upcoming public events among these ids, in start order (the favourites page). */
export async function favouriteEvents(
  payload: Payload,
  locale: Locale,
  eventIds: readonly number[],
  now = new Date(),
): Promise<EventListItem[]> {
  if (eventIds.length === 0) return []
  const { results } = await findEvents(payload, locale, NO_FILTERS, {
    page: 1,
    pageSize: MAX_FAVOURITES,
    now,
    ids: normaliseFavourites([...eventIds]),
  })
  return results
}

/** A logged-in customer, as the access rules know them (their own record is theirs to read and change). */
type CustomerUser = TypedUser & { collection: 'customers'; id: number }

/** The favourites kept in a customer's account, read as the customer. */
export async function customerFavourites(payload: Payload, customer: CustomerUser): Promise<number[]> {
  const own = await payload.findByID({
    collection: 'customers',
    id: customer.id,
    depth: 0,
    select: { favourites: true },
    user: customer,
    overrideAccess: false,
  })
  return ids(own)
}

/**
 * Adds and removes favourites in a customer's account (a toggle, or the device's list merged in
 * on login). Only events the public may see are added; events that are gone drop out.
 */
export async function changeCustomerFavourites(
  payload: Payload,
  customer: CustomerUser,
  change: { add: readonly number[]; remove: readonly number[] },
): Promise<number[]> {
  const current = await customerFavourites(payload, customer)
  const candidates = applyFavouriteChange(current, change)
  const visible = candidates.length
    ? await payload.find({
        collection: 'events',
        where: { id: { in: candidates } },
        pagination: false,
        depth: 0,
        select: { date_start: true },
        overrideAccess: false,
        draft: false,
      })
    : { docs: [] }
  const keep = new Set(visible.docs.map((event) => event.id))
  const next = candidates.filter((id) => keep.has(id))
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { favourites: next },
    user: customer,
    overrideAccess: false,
    context: { disableRevalidate: true },
  })
  return next
}

/**
 * A new secret for the customer's calendar subscription (the old address stops working). The token
 * is a field no one may write through the API (its access says so), so this call, and only this
 * one, writes it as the system.
 */
export async function rotateCalendarToken(payload: Payload, customerId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await payload.update({
    collection: 'customers',
    id: customerId,
    // Counted as read now: the retention job revokes a subscription no calendar app reads (issue 46).
    data: { calendar_token: token, calendar_token_used_at: new Date().toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return token
}

export async function revokeCalendarToken(payload: Payload, customerId: number): Promise<void> {
  await payload.update({
    collection: 'customers',
    id: customerId,
    data: { calendar_token: null, calendar_token_used_at: null },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

export async function calendarToken(payload: Payload, customerId: number): Promise<string | null> {
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    select: { calendar_token: true },
    overrideAccess: true,
  })
  return customer.calendar_token ?? null
}

/** The name of a favourites calendar in its language. */
export function planName(locale: Locale): string {
  return apiTranslator(locale)('calendar.planName')
}

/** The upcoming favourites among these ids as calendar entries, in start order. */
export async function favouriteCalendarEvents(
  payload: Payload,
  locale: Locale,
  eventIds: readonly number[],
  now = new Date(),
): Promise<CalendarEvent[]> {
  const upcoming = await favouriteEvents(payload, locale, eventIds, now)
  const events = await Promise.all(upcoming.map((event) => eventForCalendar(payload, event.id, locale)))
  return events.filter((event): event is CalendarEvent => event !== null)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Records that a calendar app read the subscription, at most once a day (calendar apps ask every few hours). */
async function noteCalendarRead(payload: Payload, customerId: number, last: string | null | undefined, now: Date): Promise<void> {
  if (last && now.getTime() - new Date(last).getTime() < DAY_MS) return
  await payload.update({
    collection: 'customers',
    id: customerId,
    data: { calendar_token_used_at: now.toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** The calendar entries of a subscription token's favourites, in the customer's language; null for an unknown token. */
export async function subscriptionEvents(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<{ locale: Locale; events: CalendarEvent[] } | null> {
  const found = await payload.find({
    collection: 'customers',
    where: { calendar_token: { equals: token } },
    limit: 1,
    depth: 0,
    select: { favourites: true, preferred_locale: true, calendar_token_used_at: true },
    overrideAccess: true,
  })
  const customer = found.docs[0]
  if (!customer) return null
  await noteCalendarRead(payload, customer.id, customer.calendar_token_used_at, now)
  const locale: Locale = customer.preferred_locale === 'en' ? 'en' : 'de'
  return { locale, events: await favouriteCalendarEvents(payload, locale, ids(customer), now) }
}
