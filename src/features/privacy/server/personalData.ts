import 'server-only'

import type { Payload } from 'payload'

import { callPath } from '@/api/sitePaths'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { creditAnswer } from '@/features/booking/server/creditAnswer'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/mail/texts'
import { relationId } from '@/lib/payload/relations'

import { buyerMatch, type DataSubject, formEntryIds, waitingListIds } from './subject'

/**
 * Everything the site holds about a data subject (DSGVO Art. 15 and 20, issue 46), in one
 * machine-readable document: what the account area's "Download my data" hands out as a JSON file and
 * shows as a readable page, and what the back office hands to someone without an account. Every
 * collection that stores a visitor's account or address has its section here (the completeness test
 * in `privacy.int.test.ts` walks the schema for them).
 */

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)

async function eventTitles(
  payload: Payload,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, { title: string; date_start: string | null }>> {
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection: 'events',
    where: { id: { in: [...new Set(ids)] } },
    select: { title: true, date_start: true },
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(found.docs.map((event) => [event.id, { title: event.title, date_start: iso(event.date_start) }]))
}

async function ordersOf(payload: Payload, subject: DataSubject, locale: Locale) {
  const orders = await ticketingProvider(payload).buyerOrders(buyerMatch(subject), locale)
  return orders.map((order) => ({
    number: order.number,
    status: order.status,
    placed_at: order.confirmedAt.toISOString(),
    cancel_reason: order.cancelReason,
    buyer: order.buyer,
    payment: order.payment,
    payment_status: order.paymentStatus,
    payment_due: iso(order.paymentDue),
    paid_at: iso(order.paidAt),
    total_cents: order.totalCents,
    paid_by_voucher_cents: order.voucherCents,
    paid_by_credit_cents: order.creditCents,
    lines: order.lines.map((line) => ({
      kind: line.kind,
      event: line.title,
      date_start: line.dateStart,
      seat_group: line.seatGroup,
      timeslot: line.timeslot,
      price: line.priceName,
      quantity: line.quantity,
      unit_cents: line.unitCents,
    })),
    tickets: order.tickets.map((ticket) => ({
      code: ticket.code,
      event: ticket.title,
      date_start: ticket.dateStart,
      seat_group: ticket.seatGroup,
      price: ticket.priceName,
      status: ticket.status,
      checked_in_at: iso(ticket.checkedInAt),
    })),
    // The gift vouchers it bought (issue 46), with what is left on each.
    vouchers: order.vouchers.map((voucher) => ({
      code: voucher.code,
      value_cents: voucher.initialCents,
      balance_cents: voucher.balanceCents,
      valid_until: iso(voucher.expiresAt),
      state: voucher.state,
    })),
  }))
}

async function formEntriesOf(payload: Payload, subject: DataSubject) {
  const ids = await formEntryIds(payload, subject)
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'form-entries',
    where: { id: { in: ids } },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((entry) => ({
    form: typeof entry.form === 'object' ? entry.form.title : null,
    sent_at: iso(entry.createdAt),
    language: entry.locale ?? null,
    values: entry.field_values,
    files: (entry.files ?? []).map((file) => (typeof file === 'object' ? (file.filename ?? null) : null)).filter((name) => name !== null),
  }))
}

async function waitingListOf(payload: Payload, subject: DataSubject, locale: Locale) {
  const ids = await waitingListIds(payload, subject)
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'waiting-list',
    where: { id: { in: ids } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const titles = await eventTitles(
    payload,
    found.docs.map((entry) => relationId(entry.event) ?? 0),
    locale,
  )
  return found.docs.map((entry) => ({
    event: titles.get(relationId(entry.event) ?? 0)?.title ?? null,
    date_start: titles.get(relationId(entry.event) ?? 0)?.date_start ?? null,
    email: entry.email,
    tickets: entry.quantity,
    status: entry.status,
    joined_at: iso(entry.createdAt),
    offer_until: iso(entry.offer_until),
  }))
}

/** The subject's personal data as of now, in the language asked (titles of performances and forms). */
export async function personalData(payload: Payload, subject: DataSubject, locale: Locale, now = new Date()) {
  const customer =
    subject.customerId === null
      ? null
      : await payload.findByID({ collection: 'customers', id: subject.customerId, depth: 0, overrideAccess: true, showHiddenFields: true })
  const favourites = customer ? (customer.favourites ?? []).map((entry) => relationId(entry) ?? 0).filter((id) => id > 0) : []
  const titles = await eventTitles(payload, favourites, locale)
  const [orders, formEntries, waitingList, credit] = await Promise.all([
    ordersOf(payload, subject, locale),
    formEntriesOf(payload, subject),
    waitingListOf(payload, subject, locale),
    subject.customerId === null ? null : ticketingProvider(payload).customerCredit(subject.customerId),
  ])
  return {
    format: 'festival-site/personal-data',
    version: 1,
    exported_at: now.toISOString(),
    controller: siteOrigin(),
    email: subject.email,
    account: customer
      ? {
          first_name: customer.first_name,
          last_name: customer.last_name,
          email: customer.email,
          pending_email: customer.pending_email ?? null,
          preferred_language: customer.preferred_locale ?? 'de',
          email_confirmed: customer._verified !== false,
          created_at: iso(customer.createdAt),
          updated_at: iso(customer.updatedAt),
          signed_in_sessions: (customer.sessions ?? []).map((session) => ({
            started_at: iso(session.createdAt),
            expires_at: iso(session.expiresAt),
          })),
        }
      : null,
    favourites: favourites.map((id) => ({ event: titles.get(id)?.title ?? null, date_start: titles.get(id)?.date_start ?? null })),
    calendar_subscription: customer?.calendar_token
      ? {
          url: `${siteOrigin()}${callPath('calendarFeed', { token: customer.calendar_token })}`,
          last_read_at: iso(customer.calendar_token_used_at),
        }
      : null,
    // Account credit (issue 46): what refunds put on the account and what orders took.
    credit: credit ? creditAnswer(credit) : null,
    // An order's cart, holds and tickets are parts of it: they point to the account only once it is placed.
    orders,
    waiting_list: waitingList,
    form_entries: formEntries,
  }
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>
