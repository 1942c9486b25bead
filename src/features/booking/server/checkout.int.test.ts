import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as getOrderPdf } from '@/app/api/order-tickets/[number]/[key]/route'
import { POST as postCheckout } from '@/app/api/shop-checkout/route'
import { POST as postRemove } from '@/app/api/shop-cart/remove/route'
import { POST as postRenew } from '@/app/api/shop-cart/renew/route'
import { GET as getTicketQr } from '@/app/api/ticket-qr/[code]/route'
import { GET as getUserOrders } from '@/app/api/user-orders/route'

import { testPayload } from '../../../../tests/setup/payload'
import { unsafeRequest } from '../../../../tests/setup/requests'
import { smtpPort, startSmtp } from '../../../../tests/setup/smtp'
import { HOLD_MS } from '../domain/cart'
import { TICKET_CODE_PATTERN } from '../domain/order'
import { INVOICE_DAYS } from '../providers/builtin/orders'
import { sqlOf } from '@/lib/db/sql'
import { ticketingProvider } from '../providers/registry'

// Mail goes to a real SMTP server of this test file.
vi.hoisted(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${21_000 + (process.pid % 10_000)}`
})
vi.mock('next/cache', () => ({ unstable_cache: <F>(read: F) => read, revalidateTag: () => undefined, revalidatePath: () => undefined }))
const pending: Promise<unknown>[] = []
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: (task: () => Promise<unknown>) => void pending.push(task()) }))

const context = { disableRevalidate: true }
const DAY = 86_400_000
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>

const buyer = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', street: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin', country: 'Deutschland', payment: 'invoice', terms: true }

beforeAll(async () => {
  smtp = await startSmtp(smtpPort())
  payload = await testPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { bank_details: BANK }, overrideAccess: true, context })
})

const BANK = { account_holder: 'Festival gGmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Commerzbank' }
afterAll(async () => {
  await smtp.close()
})
afterEach(async () => {
  while (pending.length > 0) await Promise.all(pending.splice(0))
})

type Show = { event: number; jet: string; group: number }

async function performance(jet: string, capacity: number, daysAhead = 2): Promise<Show> {
  const event = await payload.create({
    collection: 'events',
    locale: 'de',
    data: { _status: 'published', title: `Vorstellung ${jet}`, date_start: new Date(Date.now() + daysAhead * DAY).toISOString(), id_jet: jet } as never,
    overrideAccess: true,
    context,
  })
  await payload.update({ collection: 'events', id: event.id, locale: 'en', data: { title: `Performance ${jet}` } as never, overrideAccess: true, context })
  const group = await payload.create({ collection: 'seat-groups', locale: 'de', data: { event: event.id, seat_group: 'Parkett', capacity, status: '1' }, overrideAccess: true, context })
  await payload.create({ collection: 'prices', locale: 'de', data: { event: event.id, seat_group: group.id, name: 'Vollpreis', text: 'Vollpreis', amount_cents: 1500, sale_type_id: 1 }, overrideAccess: true, context })
  return { event: event.id, jet, group: group.id }
}

async function hold(show: Show, quantity: number, cartToken: string | null = null, now = new Date()): Promise<string> {
  const result = await ticketingProvider(payload).reserve({ cartToken, eventJetId: show.jet, seatGroupId: show.group, blockId: null, lines: [{ saleTypeId: 1, quantity }] }, now)
  if (!result.ok) throw new Error(result.error)
  return result.value.token
}

function call(url: string, body: unknown, init: { cart?: string | null; csrf?: boolean; address?: string; cookie?: string } = {}): Request {
  return unsafeRequest(url, body, { csrf: init.csrf, address: init.address, cookies: [init.cart ? `festival_cart=${init.cart}` : '', init.cookie ?? ''].filter(Boolean) })
}

const checkout = (cart: string | null, body: unknown = { buyer, expected_total_cents: 3000 }, init: Parameters<typeof call>[2] = {}) => postCheckout(call('/api/shop-checkout/', body, { cart, ...init }))

async function orderCount(): Promise<number> {
  return (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
}

describe('checkout (POST /api/shop-checkout/)', () => {
  it('confirms the cart as an order with one e-ticket per person, sells the seats and mails the confirmation with the PDF', async () => {
    const show = await performance('K-1', 10)
    const cart = await hold(show, 2)
    const before = smtp.messages.length
    const response = await checkout(cart)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { number: string; order_url: string }
    expect(answer.number).toMatch(/^FDK-\d{4}-\d{6}$/)
    expect(answer.order_url).toMatch(new RegExp(`^/webshop/orders/${answer.number}/[A-Za-z0-9_-]{32}$`))
    // The header's count is cleared: the cart was ordered.
    expect(response.headers.getSetCookie().find((line) => line.startsWith('cartAmount='))).toContain('Max-Age=0')

    const key = answer.order_url.split('/').at(-1) ?? ''
    const order = await ticketingProvider(payload).getOrder(answer.number, key, 'de')
    expect(order?.status).toBe('confirmed')
    expect(order?.totalCents).toBe(3000)
    expect(order?.buyer).toMatchObject({ first_name: 'Ada', city: 'Berlin' })
    expect(order?.lines).toEqual([expect.objectContaining({ title: 'Vorstellung K-1', seatGroup: 'Parkett', priceName: 'Vollpreis', quantity: 2, unitCents: 1500 })])
    expect(order?.tickets).toHaveLength(2)
    for (const ticket of order?.tickets ?? []) expect(ticket.code).toMatch(TICKET_CODE_PATTERN)
    expect(new Set(order?.tickets.map((ticket) => ticket.code)).size).toBe(2)
    const availability = (await ticketingProvider(payload).availability([show.event])).get(show.event)
    expect(availability?.seatGroups[0]?.taken).toBe(2)
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ capacity: 10, held: 0, sold: 2 })

    const [mail] = (await smtp.waitFor(before + 1)).slice(before)
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('ada@example.org')
    expect(mail?.subject).toBe(`Ihre Bestellung ${answer.number}`)
    expect(mail?.text).toContain(answer.number)
    expect(mail?.text).toContain(`/webshop/orders/${answer.number}/${key}`)
    // Paid by invoice: the mail names the account, the reference and the deadline, in text and HTML.
    expect(mail?.text).toContain(`mit dem Verwendungszweck ${answer.number} auf dieses Konto`)
    expect(mail?.text).toContain('IBAN: DE89 3704 0044 0532 0130 00')
    expect(mail?.text).toContain('Kontoinhaber: Festival gGmbH')
    expect(mail?.text).toMatch(/Bitte überweisen Sie 30\s€ bis \S+ \d+\. \S+ \d{4}/)
    expect(mail?.html).toContain('IBAN: DE89 3704 0044 0532 0130 00')
    expect(mail?.attachments).toHaveLength(1)
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf')
    expect(mail?.attachments[0]?.filename).toBe(`Tickets-${answer.number}.pdf`)
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')
    // The mail is marked sent once the transport took it (after the answer).
    while (pending.length > 0) await Promise.all(pending.splice(0))
    const stored = await payload.find({ collection: 'orders', where: { number: { equals: answer.number } }, overrideAccess: true })
    expect(stored.docs[0]?.mail_sent_at).toBeTruthy()

    // The PDF and the QR codes by their addresses; a wrong key finds nothing.
    const pdf = await getOrderPdf(new Request('http://localhost/'), { params: Promise.resolve({ number: answer.number, key }) })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await getOrderPdf(new Request('http://localhost/'), { params: Promise.resolve({ number: answer.number, key: 'x'.repeat(32) }) })).status).toBe(404)
    const qr = await getTicketQr(new Request('http://localhost/'), { params: Promise.resolve({ code: order?.tickets[0]?.code ?? '' }) })
    expect(qr.headers.get('content-type')).toBe('image/svg+xml')
    expect(await qr.text()).toContain('<svg')
    expect((await getTicketQr(new Request('http://localhost/'), { params: Promise.resolve({ code: '<script>' }) })).status).toBe(404)
  })

  it('confirms an order at most once when checkout is submitted twice at the same moment', async () => {
    const show = await performance('K-2', 10)
    const cart = await hold(show, 2)
    const before = smtp.messages.length
    const orders = await orderCount()
    const answers = await Promise.all([checkout(cart), checkout(cart), checkout(cart)])
    const bodies = await Promise.all(answers.map((response) => response.json() as Promise<{ number?: string }>))
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200])
    expect(new Set(bodies.map((body) => body.number)).size).toBe(1)
    expect(await orderCount()).toBe(orders + 1)
    const tickets = await payload.count({ collection: 'tickets', where: { event: { equals: show.event } }, overrideAccess: true })
    expect(tickets.totalDocs).toBe(2)
    // Submitted again later (a retry after a lost answer): the same order, nothing new.
    const later = await checkout(cart)
    expect(later.status).toBe(200)
    expect(((await later.json()) as { number: string }).number).toBe(bodies[0]?.number)
    expect(await orderCount()).toBe(orders + 1)
    await Promise.all(pending.splice(0))
    await smtp.waitFor(before + 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages.length - before).toBe(1)
  })

  it('refuses incomplete buyer details with an error per field and stores nothing', async () => {
    const show = await performance('K-3', 10)
    const cart = await hold(show, 2)
    const orders = await orderCount()
    const response = await checkout(cart, { buyer: { ...buyer, first_name: '', email: 'ada@', terms: false }, expected_total_cents: 3000 })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'invalid_buyer', fields: { first_name: 'required', email: 'invalidEmail', terms: 'terms' } })
    for (const body of ['nope', {}, { buyer: 'x', expected_total_cents: 1 }, { buyer, expected_total_cents: -1 }, { buyer, expected_total_cents: 1.5 }]) {
      expect((await checkout(cart, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect(await orderCount()).toBe(orders)
  })

  it('refuses without the CSRF token (403), without a cart (409, -204) and a total the buyer did not see (409)', async () => {
    const show = await performance('K-4', 10)
    const cart = await hold(show, 2)
    expect((await checkout(cart, undefined, { csrf: false })).status).toBe(403)
    const none = await checkout(null)
    expect(none.status).toBe(409)
    expect(await none.json()).toMatchObject({ response_code: -204 })
    const changed = await checkout(cart, { buyer, expected_total_cents: 1500 })
    expect(changed.status).toBe(409)
    expect(await changed.json()).toEqual({ error: 'cart_changed' })
  })

  it('holds an expired basket again at checkout instead of losing it', async () => {
    const show = await performance('K-5', 10)
    const cart = await hold(show, 2, null, new Date(Date.now() - HOLD_MS - 60_000))
    const detail = await ticketingProvider(payload).cart(cart, 'en')
    expect(detail?.expired).toBe(true)
    expect(detail?.lines[0]).toMatchObject({ title: 'Performance K-5', live: false })
    const response = await checkout(cart)
    expect(response.status).toBe(200)
    const tickets = await payload.count({ collection: 'tickets', where: { event: { equals: show.event } }, overrideAccess: true })
    expect(tickets.totalDocs).toBe(2)
  })

  it('tells the buyer when expired tickets were sold meanwhile, and keeps the rest of the basket', async () => {
    const gone = await performance('K-6', 2)
    const kept = await performance('K-7', 10)
    const past = new Date(Date.now() - HOLD_MS - 60_000)
    const cart = await hold(gone, 2, null, past)
    await hold(kept, 1, cart, past)
    await hold(gone, 2)
    const response = await checkout(cart, { buyer, expected_total_cents: 4500 })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ error: 'not_enough_seats', response_code: -214 })
    const detail = await ticketingProvider(payload).cart(cart, 'de')
    // The line that is gone stays in the basket, marked, until the buyer removes it.
    expect(detail?.lines.map((line) => [line.title, line.live])).toEqual([
      ['Vorstellung K-6', false],
      ['Vorstellung K-7', true],
    ])
    expect(detail?.totalCents).toBe(1500)
    // Renewing again finds nothing new; the buyer removes the lost line and checks out the rest.
    const lost = detail?.lines.filter((line) => !line.live).map((line) => line.reservationId) ?? []
    expect((await postRemove(call('/api/shop-cart/remove/', { reservation_ids: lost }, { cart }))).status).toBe(200)
    expect((await checkout(cart, { buyer, expected_total_cents: 1500 })).status).toBe(200)
  })

  it('renews and removes lines by the web shop calls, for the visitor’s own cart only', async () => {
    const show = await performance('K-8', 10)
    const mine = await hold(show, 1, null, new Date(Date.now() - HOLD_MS - 1000))
    const theirs = await hold(show, 1)
    const renewed = await postRenew(call('/api/shop-cart/renew/', {}, { cart: mine }))
    expect(await renewed.json()).toEqual({ lost: [] })
    expect(renewed.headers.getSetCookie().find((line) => line.startsWith('cartAmount='))).toMatch(/^cartAmount=1;/)
    const theirLine = (await ticketingProvider(payload).cart(theirs, 'de'))?.lines[0]?.reservationId ?? 0
    expect((await postRemove(call('/api/shop-cart/remove/', { reservation_ids: [theirLine] }, { cart: mine }))).status).toBe(409)
    expect((await ticketingProvider(payload).cart(theirs, 'de'))?.lines).toHaveLength(1)
    for (const body of [{}, { reservation_ids: [] }, { reservation_ids: ['1'] }, { reservation_ids: [-1] }]) {
      expect((await postRemove(call('/api/shop-cart/remove/', body, { cart: mine }))).status).toBe(400)
    }
  })

  it('tells each ticket its admission timeslot', async () => {
    const show = await performance('K-10', 10)
    const before = smtp.messages.length
    await payload.create({ collection: 'timeslots', data: { event: show.event, time_start: '14:00:00', block_id: 14, capacity: 5, status: '1' }, overrideAccess: true, context })
    const held = await ticketingProvider(payload).reserve({ cartToken: null, eventJetId: show.jet, seatGroupId: show.group, blockId: 14, lines: [{ saleTypeId: 1, quantity: 1 }] })
    if (!held.ok) throw new Error(held.error)
    expect((await ticketingProvider(payload).cart(held.value.token, 'de'))?.lines[0]?.timeslot).toBe('14:00')
    const answer = (await (await checkout(held.value.token, { buyer, expected_total_cents: 1500 })).json()) as { number: string; order_url: string }
    const order = await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de')
    expect(order?.tickets.map((ticket) => ticket.timeslot)).toEqual(['14:00'])
    // The line keeps its timeslot too: the mail names 14:00, the time the visitor comes, not the start.
    expect(order?.lines.map((line) => line.timeslot)).toEqual(['14:00'])
    const [mail] = (await smtp.waitFor(before + 1)).slice(before)
    expect(mail?.text).toContain('14:00 Uhr (Zeitfenster)')
  })

  it('offers no invoice without the festival’s account: refused at the field, nothing ordered', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { bank_details: { account_holder: '', iban: '', bic: '', bank_name: '' } }, overrideAccess: true, context })
    try {
      const show = await performance('K-NOBANK', 10)
      const cart = await hold(show, 1)
      const refused = await checkout(cart, { buyer: { ...buyer, payment: 'invoice' }, expected_total_cents: 1500 })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ error: 'invalid_buyer', fields: { payment: 'paymentUnavailable' } })
      expect((await checkout(cart, { buyer: { ...buyer, payment: 'box_office' }, expected_total_cents: 1500 })).status).toBe(200)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { bank_details: BANK }, overrideAccess: true, context })
    }
  })

  it('lists a customer’s own orders only', async () => {
    const show = await performance('K-9', 10)
    const ada = await payload.create({ collection: 'customers', data: { email: 'ada.k9@example.org', password: 'correct horse battery staple', first_name: 'Ada', last_name: 'K', _verified: true }, overrideAccess: true, disableVerificationEmail: true })
    const bob = await payload.create({ collection: 'customers', data: { email: 'bob.k9@example.org', password: 'correct horse battery staple', first_name: 'Bob', last_name: 'K', _verified: true }, overrideAccess: true, disableVerificationEmail: true })
    const login = async (email: string) => (await payload.login({ collection: 'customers', data: { email, password: 'correct horse battery staple' } })).token ?? ''
    const adaToken = await login(ada.email)
    const cart = await hold(show, 1)
    expect((await checkout(cart, { buyer: { ...buyer, email: ada.email }, expected_total_cents: 1500 }, { cookie: `payload-token=${adaToken}` })).status).toBe(200)
    const asAda = await getUserOrders(new Request('http://localhost/api/user-orders/', { headers: { cookie: `payload-token=${adaToken}` } }))
    const adaOrders = ((await asAda.json()) as { results: { tickets: unknown[] }[] }).results
    expect(adaOrders).toHaveLength(1)
    expect(adaOrders[0]?.tickets).toHaveLength(1)
    const asBob = await getUserOrders(new Request('http://localhost/api/user-orders/', { headers: { cookie: `payload-token=${await login(bob.email)}` } }))
    expect(((await asBob.json()) as { results: unknown[] }).results).toEqual([])
    expect((await getUserOrders(new Request('http://localhost/api/user-orders/'))).status).toBe(401)
    // Through Payload's API the same holds: a customer reads only their own tickets.
    const bobUser = { ...bob, collection: 'customers' as const }
    expect((await payload.find({ collection: 'tickets', user: bobUser, overrideAccess: false })).docs).toEqual([])
    expect((await payload.find({ collection: 'orders', user: bobUser, overrideAccess: false })).docs).toEqual([])
  })
})

describe('the box office', () => {
  it('cancels an order: its seats are on sale again at once and its tickets no longer admit', async () => {
    const show = await performance('B-1', 2)
    const cart = await hold(show, 2)
    const answer = (await (await checkout(cart)).json()) as { number: string; order_url: string }
    const order = await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de')
    expect(await hold(show, 1).catch((error: Error) => error.message)).toBe('not_enough_seats')
    expect(await ticketingProvider(payload).cancelOrder(order?.id ?? 0)).toEqual([show.event])
    expect(await ticketingProvider(payload).cancelOrder(order?.id ?? 0)).toBeNull()
    expect(typeof (await hold(show, 2))).toBe('string')
    expect(await ticketingProvider(payload).checkIn(order?.tickets[0]?.code ?? '')).toEqual({ ok: false, error: 'cancelled' })
  })

  it('checks a ticket in once; a second check-in hears the time of the first', async () => {
    const show = await performance('B-2', 5)
    const cart = await hold(show, 1)
    const answer = (await (await checkout(cart, { buyer, expected_total_cents: 1500 })).json()) as { number: string; order_url: string }
    const code = (await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de'))?.tickets[0]?.code ?? ''
    const first = new Date('2026-12-01T18:00:00Z')
    const other = await performance('B-3', 5)
    // At the door of another performance the ticket is refused, and stays unused.
    expect(await ticketingProvider(payload).checkIn(code, { eventId: other.event, now: first })).toEqual({ ok: false, error: 'other_performance', eventId: show.event })
    // Ordered to be paid later (by invoice): the door hears what is owed and admits nobody yet.
    const order = await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de')
    expect(order).toMatchObject({ paymentStatus: 'awaiting', paidAt: null })
    expect(await ticketingProvider(payload).checkIn(code, { eventId: show.event, now: first })).toEqual({ ok: false, error: 'unpaid', orderId: order?.id, number: answer.number, owedCents: 1500 })
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ checkedIn: 0 })
    // The box office takes the money: payment and admission in one step.
    expect(await ticketingProvider(payload).checkIn(code.toLowerCase().replace(/-/g, ' '), { eventId: show.event, now: first, recordPayment: true })).toEqual({ ok: true, value: { code, eventId: show.event, checkedInAt: first, admits: 1 } })
    expect(await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de')).toMatchObject({ paymentStatus: 'paid', paidAt: first })
    const second = await ticketingProvider(payload).checkIn(code, { now: new Date('2026-12-01T18:05:00Z') })
    expect(second).toEqual({ ok: false, error: 'already_checked_in', at: first })
    expect(await ticketingProvider(payload).checkIn('AAAA-BBBB-CCCC-DDDD-EEEE')).toEqual({ ok: false, error: 'unknown_ticket' })
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ sold: 1, checkedIn: 1 })
  })
})

describe('orders paid later (invoice, at the box office)', () => {
  it('records an order as awaiting payment, with its deadline, and marks its tickets so', async () => {
    const show = await performance('P-1', 5)
    const now = new Date()
    const answer = (await (await checkout(await hold(show, 1), { buyer: { ...buyer, payment: 'invoice' }, expected_total_cents: 1500 })).json()) as { number: string; order_url: string }
    const key = answer.order_url.split('/').at(-1) ?? ''
    const order = await ticketingProvider(payload).getOrder(answer.number, key, 'de')
    expect(order?.paymentStatus).toBe('awaiting')
    // Within 14 days, and no later than the performance (two days ahead here).
    const start = new Date(order?.tickets[0]?.dateStart ?? '').getTime()
    expect(order?.paymentDue?.getTime()).toBe(Math.min(start, (order?.confirmedAt.getTime() ?? 0) + INVOICE_DAYS * 86_400_000))
    expect(order?.paymentDue?.getTime()).toBeGreaterThan(now.getTime())
    const pdf = await getOrderPdf(new Request(`http://localhost/api/order-tickets/${answer.number}/${key}/`), { params: Promise.resolve({ number: answer.number, key }) })
    expect(pdf.status).toBe(200)
    expect(await ticketingProvider(payload).recordPayment(order?.id ?? 0)).toBe(true)
    expect(await ticketingProvider(payload).recordPayment(order?.id ?? 0)).toBe(false)
    expect((await ticketingProvider(payload).checkIn(order?.tickets[0]?.code ?? '')).ok).toBe(true)
  })

  it('cancels an invoice unpaid past its deadline while the performance is ahead, and returns its seats; paid and at-the-door orders stay', async () => {
    const show = await performance('P-2', 3, 30)
    const invoice = (await (await checkout(await hold(show, 1), { buyer: { ...buyer, payment: 'invoice' }, expected_total_cents: 1500 })).json()) as { number: string }
    const paid = (await (await checkout(await hold(show, 1), { buyer: { ...buyer, payment: 'invoice' }, expected_total_cents: 1500 })).json()) as { number: string }
    const atDoor = (await (await checkout(await hold(show, 1), { buyer: { ...buyer, payment: 'box_office' }, expected_total_cents: 1500 })).json()) as { number: string }
    const idOf = async (number: string) => (await payload.find({ collection: 'orders', where: { number: { equals: number } }, depth: 0, overrideAccess: true })).docs[0]?.id ?? 0
    expect(await ticketingProvider(payload).recordPayment(await idOf(paid.number))).toBe(true)
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ sold: 3 })
    // Not yet due: nothing happens.
    expect(await ticketingProvider(payload).cancelOverdue(new Date(Date.now() + 86_400_000))).toEqual([])
    // Fifteen days on, before the performance (thirty days ahead): the unpaid invoice is cancelled, once.
    const later = new Date(Date.now() + 15 * 86_400_000)
    expect(await Promise.all([ticketingProvider(payload).cancelOverdue(later), ticketingProvider(payload).cancelOverdue(later)]).then((runs) => runs.flat())).toEqual([show.event])
    const status = async (number: string) => (await payload.findByID({ collection: 'orders', id: await idOf(number), depth: 0, overrideAccess: true })).status
    expect([await status(invoice.number), await status(paid.number), await status(atDoor.number)]).toEqual(['cancelled', 'confirmed', 'confirmed'])
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ sold: 2 })
  })
})

describe('a server killed in the middle of checkout (kill -9)', () => {
  it('loses no confirmed order and holds no seat past its reservation', async () => {
    const show = await performance('X-1', 400)
    const carts: string[] = []
    for (let i = 0; i < 40; i++) carts.push(await hold(show, 2))
    const child = spawn(process.execPath, ['--conditions', 'react-server', '--import', 'tsx', 'tests/setup/checkout-worker.ts'], {
      env: { ...process.env, CARTS: JSON.stringify(carts), SMTP_URL: 'smtp://127.0.0.1:9' },
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    const lines = createInterface({ input: child.stdout })
    const iterator = lines[Symbol.asyncIterator]()
    expect((await iterator.next()).value).toBe('ready')
    child.stdin.write('go\n')
    // Let a few orders commit, then kill the process mid-flight.
    let confirmed = 0
    while (confirmed < 3) {
      const next = await iterator.next()
      if (next.done) break
      if (String(next.value).startsWith('confirmed')) confirmed++
    }
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
    expect(confirmed).toBeGreaterThanOrEqual(3)

    const sql = sqlOf(payload)
    const rows = await sql.query(`SELECT "c"."id", "c"."status", "c"."created_at", (SELECT COUNT(*) FROM "orders" "o" WHERE "o"."cart_id" = "c"."id") AS "orders",
        (SELECT COUNT(*) FROM "reservations" "r" WHERE "r"."cart_id" = "c"."id" AND "r"."status" = 'sold') AS "sold",
        (SELECT COUNT(*) FROM "reservations" "r" WHERE "r"."cart_id" = "c"."id" AND "r"."status" = 'held') AS "held",
        (SELECT COUNT(*) FROM "tickets" "t" JOIN "orders" "o" ON "o"."id" = "t"."order_id" WHERE "o"."cart_id" = "c"."id") AS "tickets",
        (SELECT MAX("r"."expires_at") FROM "reservations" "r" WHERE "r"."cart_id" = "c"."id" AND "r"."status" = 'held') AS "held_until"
      FROM "carts" "c" WHERE "c"."token" IN (${carts.map((token) => `'${token}'`).join(', ')})`)
    expect(rows).toHaveLength(40)
    let ordered = 0
    for (const row of rows) {
      if (Number(row.orders) === 1) {
        ordered++
        // A confirmed order is whole: the cart ordered, both seats sold, both tickets written.
        expect([row.status, Number(row.sold), Number(row.held), Number(row.tickets)]).toEqual(['ordered', 1, 0, 2])
      } else {
        // An unconfirmed cart is untouched: still open, its hold running out by the clock.
        expect([row.status, Number(row.sold), Number(row.held), Number(row.tickets)]).toEqual(['open', 0, 1, 0])
        expect(new Date(String(row.held_until)).getTime()).toBeLessThanOrEqual(Date.now() + HOLD_MS)
      }
    }
    expect(ordered).toBeGreaterThanOrEqual(confirmed)
    expect(ordered).toBeLessThan(40)
    expect((await ticketingProvider(payload).availability([show.event])).get(show.event)?.seatGroups[0]?.taken).toBe(80)
  }, 120_000)
})
