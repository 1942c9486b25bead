import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as getOrderPdf } from '@/app/api/order-tickets/[number]/[key]/route'
import { POST as postShopCart } from '@/app/api/shop-cart/route'
import { POST as postCheckout } from '@/app/api/shop-checkout/route'
import { POST as postRemove } from '@/app/api/shop-cart/remove/route'
import { POST as postRenew } from '@/app/api/shop-cart/renew/route'
import { GET as getTicketQr } from '@/app/api/ticket-qr/[code]/route'
import { GET as getUserOrders } from '@/app/api/user-orders/route'

import { testPayload } from '../../../../tests/setup/payload'
import { unsafeRequest } from '../../../../tests/setup/requests'
import { smtpPort, startSmtp } from '../../../../tests/setup/smtp'
import { testPerformance, type TestShow } from '../../../../tests/setup/performances'
import { HOLD_MS } from '../domain/cart'
import { TICKET_CODE_PATTERN } from '../domain/order'
import { INVOICE_DAYS } from '../providers/builtin/confirm'
import { sqlOf } from '@/lib/db/sql'
import { ticketingProvider } from '../providers/registry'
import { LIMITS } from '@/features/security/domain/limits'
import { confirmGuestOrder } from './orderConfirm'

// Mail goes to a real SMTP server of this test file.
vi.hoisted(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${21_000 + (process.pid % 10_000)}`
})
vi.mock('next/cache', () => ({ unstable_cache: <F>(read: F) => read, revalidateTag: () => undefined, revalidatePath: () => undefined }))
const pending: Promise<unknown>[] = []
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}))

const context = { disableRevalidate: true }
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>

const buyer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  payment: 'invoice',
  terms: true,
}
let guests = 0
/** A buyer of their own (the per-buyer limits and caps count each test's orders apart). */
const guest = (overrides: Partial<typeof buyer> = {}) => ({ ...buyer, email: `ada.${++guests}@example.org`, ...overrides })

beforeAll(async () => {
  smtp = await startSmtp(smtpPort())
  payload = await testPayload()
  // Invoices up to the start, so the performances two days ahead can be paid either way; the window has its own test.
  await payload.updateGlobal({ slug: 'site-settings', data: { bank_details: BANK, invoice_close_days: 0 }, overrideAccess: true, context })
})

const BANK = { account_holder: 'Festival gGmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Commerzbank' }
afterAll(async () => {
  await smtp.close()
})
afterEach(async () => {
  await settle()
})

type Show = TestShow

function performance(jet: string, capacity: number, daysAhead = 2): Promise<Show> {
  return testPerformance(payload, { jet, capacity, daysAhead, title: { de: `Vorstellung ${jet}`, en: `Performance ${jet}` } })
}

async function hold(show: Show, quantity: number, cartToken: string | null = null, now = new Date()): Promise<string> {
  const result = await ticketingProvider(payload).reserve(
    { cartToken, eventJetId: show.jet, seatGroupId: show.group, blockId: null, lines: [{ saleTypeId: 1, quantity }] },
    now,
  )
  if (!result.ok) throw new Error(result.error)
  return result.value.token
}

function call(url: string, body: unknown, init: { cart?: string | null; csrf?: boolean; address?: string; cookie?: string } = {}): Request {
  return unsafeRequest(url, body, {
    csrf: init.csrf,
    address: init.address,
    cookies: [init.cart ? `festival_cart=${init.cart}` : '', init.cookie ?? ''].filter(Boolean),
  })
}

/** Runs the tasks the routes left for after their answer (mails, availability). */
async function settle(): Promise<void> {
  while (pending.length > 0) await Promise.all(pending.splice(0))
}

/** The secret of the link mailed for a guest's order, from that mail. */
async function mailedLink(number: string): Promise<string> {
  await settle()
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    const mail = smtp.messages.find(
      (message) => message.subject?.endsWith(number) && /best(ä|ae)tigen|confirm/i.test(message.subject ?? ''),
    )
    const secret = mail?.text?.match(/\/webshop\/orders\/confirm\/([A-Za-z0-9_-]{32})/)?.[1]
    if (secret) return secret
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no confirmation link for ${number}`)
}

/**
 * POST /api/shop-checkout/ as a guest; a guest's order then waits for its e-mail address, which this
 * confirms through the mailed link as the buyer would, unless `pending` keeps it waiting.
 */
async function checkout(
  cart: string | null,
  body: unknown = { buyer: guest(), expected_total_cents: 3000 },
  init: Parameters<typeof call>[2] & { pending?: boolean } = {},
): Promise<Response> {
  const response = await postCheckout(call('/api/shop-checkout/', body, { cart, ...init }))
  if (init.pending || response.status !== 200) return response
  const answer = (await response.clone().json()) as { number: string; pending: boolean }
  if (answer.pending) {
    const confirmed = await confirmGuestOrder(payload, await mailedLink(answer.number))
    if (!confirmed.ok) throw new Error(`order ${answer.number}: ${confirmed.error}`)
    await settle()
  }
  return response
}

async function orderCount(): Promise<number> {
  return (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
}

describe('checkout (POST /api/shop-checkout/)', () => {
  it('confirms the cart as an order with one e-ticket per person, sells the seats and mails the confirmation with the PDF', async () => {
    const show = await performance('K-1', 10)
    const venue = await payload.create({
      collection: 'venues',
      locale: 'de',
      data: {
        name: 'Schauspielhaus Lindenau',
        street: 'Lindenauer Markt 21',
        postal_code: '04177',
        city: 'Leipzig',
        _status: 'published',
      } as never,
      overrideAccess: true,
      context,
    })
    await payload.update({ collection: 'events', id: show.event, data: { venue: venue.id } as never, overrideAccess: true, context })
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
    expect(order?.lines).toEqual([
      expect.objectContaining({ title: 'Vorstellung K-1', seatGroup: 'Parkett', priceName: 'Vollpreis', quantity: 2, unitCents: 1500 }),
    ])
    expect(order?.tickets).toHaveLength(2)
    for (const ticket of order?.tickets ?? []) expect(ticket.code).toMatch(TICKET_CODE_PATTERN)
    expect(new Set(order?.tickets.map((ticket) => ticket.code)).size).toBe(2)
    const availability = (await ticketingProvider(payload).availability([show.event])).get(show.event)
    expect(availability?.seatGroups[0]?.taken).toBe(2)
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ capacity: 10, held: 0, sold: 2 })

    // A guest's order waited for its address: first the link (checkout() used it), then the tickets.
    const [link, mail] = (await smtp.waitFor(before + 2)).slice(before)
    expect(link?.subject).toBe(`Bitte bestätigen Sie Ihre Bestellung ${answer.number}`)
    expect(link?.attachments).toHaveLength(0)
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(order?.buyer.email)
    expect(mail?.subject).toBe(`Ihre Bestellung ${answer.number}`)
    expect(mail?.text).toContain(answer.number)
    expect(mail?.text).toContain(`/webshop/orders/${answer.number}/${key}`)
    // Paid by invoice: the mail names the account, the reference and the deadline, in text and HTML.
    expect(mail?.text).toContain(`mit dem Verwendungszweck ${answer.number} auf dieses Konto`)
    expect(mail?.text).toContain('IBAN: DE89 3704 0044 0532 0130 00')
    expect(mail?.text).toContain('Kontoinhaber: Festival gGmbH')
    expect(mail?.text).toMatch(/Bitte überweisen Sie 30\s€ bis \S+ \d+\. \S+ \d{4}/)
    expect(mail?.html).toContain('IBAN: DE89 3704 0044 0532 0130 00')
    // The festival's logo heads it: its mark and its name, as the site's header shows them.
    expect(mail?.html).toMatch(/FdK<\/strong> <span[^>]*>Festival der Künste<\/span>/)
    // Where it plays, and who sends it (the legal notice).
    expect(mail?.text).toContain('So finden Sie hin:\nSchauspielhaus Lindenau, Lindenauer Markt 21, 04177 Leipzig')
    expect(mail?.text).toMatch(/Impressum: http\S+\/de\/impressum/)
    expect(mail?.attachments).toHaveLength(2)
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf')
    expect(mail?.attachments[0]?.filename).toBe(`Tickets-${answer.number}.pdf`)
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')
    // The performance as a calendar entry, with its place.
    expect(mail?.attachments[1]?.filename).toBe(`Vorstellungen-${answer.number}.ics`)
    expect(mail?.attachments[1]?.contentType).toMatch(/^text\/calendar/)
    const ics = mail?.attachments[1]?.content.toString() ?? ''
    expect(ics).toContain('SUMMARY:Vorstellung K-1')
    expect(ics.replace(/\r?\n /g, '')).toContain('LOCATION:Schauspielhaus Lindenau\\, Lindenauer Markt 21\\, 04177 Leipzig')
    expect(order?.tickets[0]).toMatchObject({ address: 'Lindenauer Markt 21, 04177 Leipzig', unitCents: 1500 })
    // The mail is marked sent once the transport took it (after the answer).
    while (pending.length > 0) await Promise.all(pending.splice(0))
    const stored = await payload.find({ collection: 'orders', where: { number: { equals: answer.number } }, overrideAccess: true })
    expect(stored.docs[0]?.mail_sent_at).toBeTruthy()

    // The PDF and the QR codes by their addresses; a wrong key finds nothing.
    const pdf = await getOrderPdf(new Request('http://localhost/'), { params: Promise.resolve({ number: answer.number, key }) })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      (await getOrderPdf(new Request('http://localhost/'), { params: Promise.resolve({ number: answer.number, key: 'x'.repeat(32) }) }))
        .status,
    ).toBe(404)
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
    await settle()
    await smtp.waitFor(before + 2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // One link, used once; one confirmation with the tickets.
    expect(smtp.messages.slice(before).map((mail) => mail.subject)).toEqual([
      `Bitte bestätigen Sie Ihre Bestellung ${bodies[0]?.number}`,
      `Ihre Bestellung ${bodies[0]?.number}`,
    ])
  })

  it('refuses incomplete buyer details with an error per field and stores nothing', async () => {
    const show = await performance('K-3', 10)
    const cart = await hold(show, 2)
    const orders = await orderCount()
    const response = await checkout(cart, {
      buyer: { ...guest(), first_name: '', email: 'ada@', terms: false },
      expected_total_cents: 3000,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'invalid_buyer',
      fields: { first_name: 'required', email: 'invalidEmail', terms: 'terms' },
    })
    for (const body of [
      'nope',
      {},
      { buyer: 'x', expected_total_cents: 1 },
      { buyer: guest(), expected_total_cents: -1 },
      { buyer: guest(), expected_total_cents: 1.5 },
    ]) {
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
    const changed = await checkout(cart, { buyer: guest(), expected_total_cents: 1500 })
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
    const response = await checkout(cart, { buyer: guest(), expected_total_cents: 4500 })
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
    expect((await checkout(cart, { buyer: guest(), expected_total_cents: 1500 })).status).toBe(200)
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
    await payload.create({
      collection: 'timeslots',
      data: { event: show.event, time_start: '14:00:00', block_id: 14, capacity: 5, status: '1' },
      overrideAccess: true,
      context,
    })
    const held = await ticketingProvider(payload).reserve({
      cartToken: null,
      eventJetId: show.jet,
      seatGroupId: show.group,
      blockId: 14,
      lines: [{ saleTypeId: 1, quantity: 1 }],
    })
    if (!held.ok) throw new Error(held.error)
    expect((await ticketingProvider(payload).cart(held.value.token, 'de'))?.lines[0]?.timeslot).toBe('14:00')
    const answer = (await (await checkout(held.value.token, { buyer: guest(), expected_total_cents: 1500 })).json()) as {
      number: string
      order_url: string
    }
    const order = await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de')
    expect(order?.tickets.map((ticket) => ticket.timeslot)).toEqual(['14:00'])
    // The line keeps its timeslot too: the mail names 14:00, the time the visitor comes, not the start.
    expect(order?.lines.map((line) => line.timeslot)).toEqual(['14:00'])
    const [mail] = (await smtp.waitFor(before + 1)).slice(before)
    expect(mail?.text).toContain('14:00 Uhr (Zeitfenster)')
  })

  it('offers no invoice without the festival’s account: refused at the field, nothing ordered', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { bank_details: { account_holder: '', iban: '', bic: '', bank_name: '' } },
      overrideAccess: true,
      context,
    })
    try {
      const show = await performance('K-NOBANK', 10)
      const cart = await hold(show, 1)
      const refused = await checkout(cart, { buyer: { ...guest(), payment: 'invoice' }, expected_total_cents: 1500 })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ error: 'invalid_buyer', fields: { payment: 'paymentUnavailable' } })
      expect((await checkout(cart, { buyer: { ...guest(), payment: 'box_office' }, expected_total_cents: 1500 })).status).toBe(200)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { bank_details: BANK }, overrideAccess: true, context })
    }
  })

  it('offers no invoice for a performance nearer than the settings’ days: refused at the field, the later one accepted', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { invoice_close_days: 7 }, overrideAccess: true, context })
    try {
      const soon = await hold(await performance('K-SOON', 10, 6), 1)
      const refused = await checkout(soon, { buyer: { ...guest(), payment: 'invoice' }, expected_total_cents: 1500 })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ error: 'invalid_buyer', fields: { payment: 'paymentUnavailable' } })
      expect((await checkout(soon, { buyer: { ...guest(), payment: 'box_office' }, expected_total_cents: 1500 })).status).toBe(200)
      const later = await hold(await performance('K-LATER', 10, 8), 1)
      expect((await checkout(later, { buyer: { ...guest(), payment: 'invoice' }, expected_total_cents: 1500 })).status).toBe(200)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { invoice_close_days: 0 }, overrideAccess: true, context })
    }
  })

  it('lists a customer’s own orders only', async () => {
    const show = await performance('K-9', 10)
    const ada = await payload.create({
      collection: 'customers',
      data: { email: 'ada.k9@example.org', password: 'correct horse battery staple', first_name: 'Ada', last_name: 'K', _verified: true },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const bob = await payload.create({
      collection: 'customers',
      data: { email: 'bob.k9@example.org', password: 'correct horse battery staple', first_name: 'Bob', last_name: 'K', _verified: true },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const login = async (email: string) =>
      (await payload.login({ collection: 'customers', data: { email, password: 'correct horse battery staple' } })).token ?? ''
    const adaToken = await login(ada.email)
    const cart = await hold(show, 1)
    expect(
      (
        await checkout(
          cart,
          { buyer: { ...guest(), email: ada.email }, expected_total_cents: 1500 },
          { cookie: `payload-token=${adaToken}` },
        )
      ).status,
    ).toBe(200)
    const asAda = await getUserOrders(
      new Request('http://localhost/api/user-orders/', { headers: { cookie: `payload-token=${adaToken}` } }),
    )
    const adaOrders = ((await asAda.json()) as { results: { tickets: unknown[] }[] }).results
    expect(adaOrders).toHaveLength(1)
    expect(adaOrders[0]?.tickets).toHaveLength(1)
    const asBob = await getUserOrders(
      new Request('http://localhost/api/user-orders/', { headers: { cookie: `payload-token=${await login(bob.email)}` } }),
    )
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
    const answer = (await (await checkout(cart, { buyer: guest(), expected_total_cents: 1500 })).json()) as {
      number: string
      order_url: string
    }
    const code =
      (await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de'))?.tickets[0]?.code ?? ''
    const first = new Date('2026-12-01T18:00:00Z')
    const other = await performance('B-3', 5)
    // At the door of another performance the ticket is refused, and stays unused.
    expect(await ticketingProvider(payload).checkIn(code, { eventId: other.event, now: first })).toEqual({
      ok: false,
      error: 'other_performance',
      eventId: show.event,
    })
    // Ordered to be paid later (by invoice): the door hears what is owed and admits nobody yet.
    const order = await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de')
    expect(order).toMatchObject({ paymentStatus: 'awaiting', paidAt: null })
    expect(await ticketingProvider(payload).checkIn(code, { eventId: show.event, now: first })).toEqual({
      ok: false,
      error: 'unpaid',
      orderId: order?.id,
      number: answer.number,
      owedCents: 1500,
    })
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ checkedIn: 0 })
    // The box office takes the money: payment and admission in one step.
    expect(
      await ticketingProvider(payload).checkIn(code.toLowerCase().replace(/-/g, ' '), {
        eventId: show.event,
        now: first,
        recordPayment: true,
      }),
    ).toEqual({ ok: true, value: { code, eventId: show.event, checkedInAt: first, admits: 1 } })
    expect(await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de')).toMatchObject({
      paymentStatus: 'paid',
      paidAt: first,
    })
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
    const answer = (await (
      await checkout(await hold(show, 1), { buyer: { ...guest(), payment: 'invoice' }, expected_total_cents: 1500 })
    ).json()) as { number: string; order_url: string }
    const key = answer.order_url.split('/').at(-1) ?? ''
    const order = await ticketingProvider(payload).getOrder(answer.number, key, 'de')
    expect(order?.paymentStatus).toBe('awaiting')
    // Within 14 days, and no later than the performance (two days ahead here).
    const start = new Date(order?.tickets[0]?.dateStart ?? '').getTime()
    expect(order?.paymentDue?.getTime()).toBe(Math.min(start, (order?.confirmedAt.getTime() ?? 0) + INVOICE_DAYS * 86_400_000))
    expect(order?.paymentDue?.getTime()).toBeGreaterThan(now.getTime())
    const pdf = await getOrderPdf(new Request(`http://localhost/api/order-tickets/${answer.number}/${key}/`), {
      params: Promise.resolve({ number: answer.number, key }),
    })
    expect(pdf.status).toBe(200)
    expect(await ticketingProvider(payload).recordPayment(order?.id ?? 0)).toBe(true)
    expect(await ticketingProvider(payload).recordPayment(order?.id ?? 0)).toBe(false)
    expect((await ticketingProvider(payload).checkIn(order?.tickets[0]?.code ?? '')).ok).toBe(true)
  })

  it('cancels an invoice unpaid past its deadline while the performance is ahead, and returns its seats; paid and not yet due box-office orders stay', async () => {
    const show = await performance('P-2', 3, 30)
    const invoice = (await (
      await checkout(await hold(show, 1), { buyer: { ...guest(), payment: 'invoice' }, expected_total_cents: 1500 })
    ).json()) as { number: string }
    const paid = (await (
      await checkout(await hold(show, 1), { buyer: { ...guest(), payment: 'invoice' }, expected_total_cents: 1500 })
    ).json()) as { number: string }
    const atDoor = (await (
      await checkout(await hold(show, 1), { buyer: { ...guest(), payment: 'box_office' }, expected_total_cents: 1500 })
    ).json()) as { number: string }
    const idOf = async (number: string) =>
      (await payload.find({ collection: 'orders', where: { number: { equals: number } }, depth: 0, overrideAccess: true })).docs[0]?.id ?? 0
    expect(await ticketingProvider(payload).recordPayment(await idOf(paid.number))).toBe(true)
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ sold: 3 })
    // Not yet due: nothing happens.
    expect(await ticketingProvider(payload).cancelOverdue(new Date(Date.now() + 86_400_000))).toEqual([])
    // Fifteen days on, before the performance (thirty days ahead): the unpaid invoice is cancelled, once.
    const later = new Date(Date.now() + 15 * 86_400_000)
    expect(
      await Promise.all([ticketingProvider(payload).cancelOverdue(later), ticketingProvider(payload).cancelOverdue(later)]).then((runs) =>
        runs.flat(),
      ),
    ).toEqual([show.event])
    const status = async (number: string) =>
      (await payload.findByID({ collection: 'orders', id: await idOf(number), depth: 0, overrideAccess: true })).status
    expect([await status(invoice.number), await status(paid.number), await status(atDoor.number)]).toEqual([
      'cancelled',
      'confirmed',
      'confirmed',
    ])
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ sold: 2 })
  })
})

describe('a guest’s order waits for the e-mail address (decision 031)', () => {
  it('holds its seats until the mailed link confirms it; the link writes its tickets once and mails them; a late link finds the seats back on sale', async () => {
    const show = await performance('G-1', 4)
    const before = smtp.messages.length
    const response = await checkout(
      await hold(show, 2),
      { buyer: guest({ payment: 'box_office' }), expected_total_cents: 3000 },
      { pending: true },
    )
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { number: string; order_url: string; pending: boolean }
    expect(answer.pending).toBe(true)
    const key = answer.order_url.split('/').at(-1) ?? ''
    const waiting = await ticketingProvider(payload).getOrder(answer.number, key, 'en')
    expect(waiting).toMatchObject({ status: 'pending', tickets: [] })
    // Its seats are kept from everyone meanwhile, and it has no tickets (nor a PDF) yet.
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ held: 2, sold: 0 })
    expect((await getOrderPdf(new Request('http://localhost/'), { params: Promise.resolve({ number: answer.number, key }) })).status).toBe(
      404,
    )
    const secret = await mailedLink(answer.number)
    const [link] = smtp.messages.slice(before)
    expect(link?.text).toContain(`/webshop/orders/confirm/${secret}`)
    expect(link?.text).toMatch(/bis \d{2}:\d{2} Uhr/)
    expect(await payload.count({ collection: 'orders', where: { confirm_token: { equals: secret } }, overrideAccess: true })).toMatchObject(
      { totalDocs: 0 },
    )

    const [first, again] = await Promise.all([confirmGuestOrder(payload, secret), confirmGuestOrder(payload, secret)])
    expect([first, again].filter((result) => result.ok && result.value.confirmed)).toHaveLength(1)
    expect(again.ok && first.ok).toBe(true)
    await settle()
    const confirmed = await ticketingProvider(payload).getOrder(answer.number, key, 'de')
    expect(confirmed?.status).toBe('confirmed')
    expect(confirmed?.tickets).toHaveLength(2)
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ held: 0, sold: 2 })
    const mails = (await smtp.waitFor(before + 2)).slice(before)
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Bitte bestätigen Sie Ihre Bestellung ${answer.number}`,
      `Ihre Bestellung ${answer.number}`,
    ])
    // Paid at the box office: by the deadline before the start, or the tickets lapse.
    expect(mails[1]?.text).toMatch(/Zahlung: an der Kasse, spätestens bis .+ Uhr\. Bis dahin unbezahlte Karten verfallen/)
    expect(await confirmGuestOrder(payload, 'x'.repeat(32))).toEqual({ ok: false, error: 'unknown' })

    // Another guest who never confirms: the seats come back by the clock, and the order lapses.
    const late = (await (
      await checkout(await hold(show, 2), { buyer: guest(), expected_total_cents: 3000 }, { pending: true })
    ).json()) as { number: string; order_url: string }
    const lateSecret = await mailedLink(late.number)
    const afterDeadline = new Date(Date.now() + 31 * 60_000)
    expect((await ticketingProvider(payload).availability([show.event], afterDeadline)).get(show.event)?.seatGroups[0]?.taken).toBe(2)
    expect(await ticketingProvider(payload).confirmOrder(lateSecret, afterDeadline)).toMatchObject({
      ok: false,
      error: 'lapsed',
      number: late.number,
    })
    expect(await ticketingProvider(payload).cancelOverdue(afterDeadline)).toEqual([show.event])
    expect(await ticketingProvider(payload).getOrder(late.number, late.order_url.split('/').at(-1) ?? '', 'de')).toMatchObject({
      status: 'cancelled',
      cancelReason: 'unconfirmed',
    })
    expect(await ticketingProvider(payload).confirmOrder(lateSecret)).toMatchObject({ ok: false, error: 'lapsed' })
  })
})

describe('fair sale: the caps count every ticket of a performance, held or ordered (decision 031)', () => {
  const ADDRESS = '203.0.113.41'
  /** Holds tickets through the cart call (SPEC §7) from a client address, as the production server hands it on. */
  async function fromAddress(
    show: Show,
    quantity: number,
    address: string,
    cartToken: string | null = null,
  ): Promise<{ ok: true; value: { token: string } } | { ok: false; error: string }> {
    const response = await postShopCart(
      call(
        '/api/shop-cart/',
        { quantities: [quantity], sale_type_ids: [1], event_jet_id: show.jet, seat_group: show.group },
        { cart: cartToken, address },
      ),
    )
    const body = (await response.json()) as { error?: string }
    if (response.status !== 200) return { ok: false, error: body.error ?? String(response.status) }
    const token =
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith('festival_cart='))
        ?.split(';')[0]
        ?.split('=')[1] ?? ''
    return { ok: true, value: { token } }
  }
  const order = async (
    cart: string,
    quantity: number,
    who = guest(),
    init: { pending?: boolean; address?: string; cookie?: string } = {},
  ) => checkout(cart, { buyer: who, expected_total_cents: quantity * 1500 }, { address: ADDRESS, ...init })

  it('one address cannot check out ten, hold ten more and check out again past its cap: unpaid, pending and paid orders count', async () => {
    const show = await performance('F-1', 100)
    const first = await fromAddress(show, 10, ADDRESS)
    if (!first.ok) throw new Error(first.error)
    // Ordered unpaid (a guest's order, still waiting for its address).
    expect((await order(first.value.token, 10, guest(), { pending: true })).status).toBe(200)
    const second = await fromAddress(show, 10, ADDRESS)
    if (!second.ok) throw new Error(second.error)
    const confirmed = await order(second.value.token, 10)
    expect(confirmed.status).toBe(200)
    const { number } = (await confirmed.json()) as { number: string }
    // Twenty ordered from this address: nothing more, in a new cart or an old one.
    expect(await fromAddress(show, 1, ADDRESS)).toEqual({ ok: false, error: 'limit_reached' })
    // The same client under another spelling, and its IPv6 neighbourhood, count as one.
    expect(await fromAddress(show, 1, '::ffff:203.0.113.41')).toEqual({ ok: false, error: 'limit_reached' })
    // Paid orders count too: paying one frees nothing.
    const paid = await payload.find({
      collection: 'orders',
      where: { number: { equals: number } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    expect(await ticketingProvider(payload).recordPayment(paid.docs[0]?.id ?? 0)).toBe(true)
    expect(await fromAddress(show, 1, ADDRESS)).toEqual({ ok: false, error: 'limit_reached' })
    // Another client may still book; a cancelled order gives the address its share back.
    expect((await fromAddress(show, 1, '198.51.100.77')).ok).toBe(true)
    expect(await ticketingProvider(payload).cancelOrder(paid.docs[0]?.id ?? 0)).toEqual([show.event])
    expect((await fromAddress(show, 10, ADDRESS)).ok).toBe(true)
  })

  it('counts an IPv6 client by its /64: two addresses of one network share one cap, another network has its own', async () => {
    const show = await performance('F-2', 100)
    expect((await fromAddress(show, 10, '2001:db8:41:7::1')).ok).toBe(true)
    expect((await fromAddress(show, 10, '2001:DB8:41:7:ffff:ffff:ffff:2')).ok).toBe(true)
    expect(await fromAddress(show, 1, '2001:0db8:0041:0007::abcd')).toEqual({ ok: false, error: 'limit_reached' })
    expect((await fromAddress(show, 1, '2001:db8:41:8::1')).ok).toBe(true)
  })

  it('a buyer (e-mail address however spelt, or account) orders at most the cap of a performance across orders and addresses', async () => {
    const show = await performance('F-3', 100)
    const other = await performance('F-4', 100)
    const who = guest()
    const [local, domain] = who.email.split('@')
    const first = await fromAddress(show, 8, '198.51.100.81')
    if (!first.ok) throw new Error(first.error)
    expect((await order(first.value.token, 8, who, { address: '198.51.100.81' })).status).toBe(200)
    // From another address, under another spelling of the same mailbox: 8 + 3 is past the cap of 10.
    const second = await fromAddress(show, 3, '198.51.100.82')
    if (!second.ok) throw new Error(second.error)
    expect((await fromAddress(other, 1, '198.51.100.82', second.value.token)).ok).toBe(true)
    const refused = await checkout(
      second.value.token,
      { buyer: { ...who, email: `${local?.toUpperCase()}+zweite@${domain?.toUpperCase()}` }, expected_total_cents: 4 * 1500 },
      { address: '198.51.100.82' },
    )
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: 'limit_reached', response_code: -215 })
    // Nothing was ordered, and the cart is whole: two fewer tickets of that performance and it goes through.
    const lines = (await ticketingProvider(payload).cart(second.value.token, 'de'))?.lines ?? []
    expect(lines.map((line) => [line.title, line.quantity])).toEqual([
      ['Vorstellung F-3', 3],
      ['Vorstellung F-4', 1],
    ])
    const remove = lines.find((line) => line.title === 'Vorstellung F-3')?.reservationId ?? 0
    expect((await postRemove(call('/api/shop-cart/remove/', { reservation_ids: [remove] }, { cart: second.value.token }))).status).toBe(200)
    expect((await fromAddress(show, 2, '198.51.100.82', second.value.token)).ok).toBe(true)
    expect(
      (
        await checkout(
          second.value.token,
          { buyer: { ...who, email: who.email.toUpperCase() }, expected_total_cents: 3 * 1500 },
          { address: '198.51.100.82' },
        )
      ).status,
    ).toBe(200)

    // An account is one buyer whatever address it gives.
    const customer = await payload.create({
      collection: 'customers',
      data: {
        email: `konto.${guests}@example.org`,
        password: 'correct horse battery staple',
        first_name: 'Kim',
        last_name: 'Konto',
        _verified: true,
      },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const token =
      (await payload.login({ collection: 'customers', data: { email: customer.email, password: 'correct horse battery staple' } })).token ??
      ''
    const cookie = `payload-token=${token}`
    const third = await fromAddress(other, 10, '198.51.100.83')
    if (!third.ok) throw new Error(third.error)
    expect((await order(third.value.token, 10, guest(), { address: '198.51.100.83', cookie })).status).toBe(200)
    const fourth = await fromAddress(other, 1, '198.51.100.84')
    if (!fourth.ok) throw new Error(fourth.error)
    expect((await order(fourth.value.token, 1, guest(), { address: '198.51.100.84', cookie })).status).toBe(409)
  })

  it('lets one buyer’s two checkouts at the same moment pass the cap together never', async () => {
    const show = await performance('F-5', 100)
    const who = guest({ payment: 'box_office' })
    const carts = await Promise.all(
      ['198.51.100.91', '198.51.100.92', '198.51.100.93'].map(async (address) => {
        const held = await fromAddress(show, 6, address)
        if (!held.ok) throw new Error(held.error)
        return { token: held.value.token, address }
      }),
    )
    const answers = await Promise.all(
      carts.map(({ token, address }) => checkout(token, { buyer: who, expected_total_cents: 6 * 1500 }, { address, pending: true })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const ordered = await payload.find({ collection: 'orders', where: { email: { equals: who.email } }, depth: 0, overrideAccess: true })
    expect(ordered.docs).toHaveLength(1)
  })

  it('limits the unpaid orders of one address and of one buyer within a day, and counts only orders made', async () => {
    const who = guest({ payment: 'box_office' })
    const limited = '198.51.100.101'
    const orders: number[] = []
    for (let n = 0; n < LIMITS.unpaidOrdersPerBuyer.points; n++) {
      const show = await performance(`U-${n}`, 10)
      // A failed checkout (a total the buyer did not see) is not counted.
      const cart = await fromAddress(show, 1, `198.51.100.${110 + n}`)
      if (!cart.ok) throw new Error(cart.error)
      expect((await checkout(cart.value.token, { buyer: who, expected_total_cents: 1 }, { address: limited })).status).toBe(409)
      orders.push(
        (await checkout(cart.value.token, { buyer: who, expected_total_cents: 1500 }, { address: limited, pending: true })).status,
      )
    }
    expect(orders.every((status) => status === 200)).toBe(true)
    const show = await performance('U-next', 10)
    const cart = await fromAddress(show, 1, '198.51.100.120')
    if (!cart.ok) throw new Error(cart.error)
    // The buyer's sixth unpaid order today, from a fresh address and spelt otherwise.
    const sixth = await checkout(
      cart.value.token,
      { buyer: { ...who, email: who.email.toUpperCase() }, expected_total_cents: 1500 },
      { address: '198.51.100.121' },
    )
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await sixth.json()).toEqual({ error: 'unpaid_limit', message: expect.stringContaining('zu viele unbezahlte Bestellungen') })
    // Another buyer from the limited address: its own count (LIMITS.unpaidOrdersPerClient) is not reached yet.
    expect(
      (await checkout(cart.value.token, { buyer: guest(), expected_total_cents: 1500 }, { address: limited, pending: true })).status,
    ).toBe(200)
  })
})

describe('orders paid at the box office lapse before the performance (decision 031)', () => {
  it('lapses unpaid at the minutes before the start the back office sets, and the seats return; 0 leaves it to the door', async () => {
    // Forty days ahead: no other test's performance plays then.
    const show = await performance('L-1', 3, 40)
    const start = new Date(
      (await payload.findByID({ collection: 'events', id: show.event, depth: 0, overrideAccess: true })).date_start ?? '',
    )
    const answer = (await (
      await checkout(await hold(show, 2), { buyer: guest({ payment: 'box_office' }), expected_total_cents: 3000 })
    ).json()) as { number: string; order_url: string }
    const view = await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de')
    expect(view?.paymentDue?.getTime()).toBe(start.getTime() - 30 * 60_000)
    // (Other tests' orders lapse then too: only this performance's are looked at.)
    expect(await ticketingProvider(payload).cancelOverdue(new Date(start.getTime() - 31 * 60_000))).not.toContain(show.event)
    expect(await ticketingProvider(payload).cancelOverdue(new Date(start.getTime() - 29 * 60_000))).toContain(show.event)
    expect(await ticketingProvider(payload).getOrder(answer.number, answer.order_url.split('/').at(-1) ?? '', 'de')).toMatchObject({
      status: 'cancelled',
      cancelReason: 'lapsed',
    })
    expect((await ticketingProvider(payload).report(show.event)).seatGroups[0]).toMatchObject({ sold: 0 })
    // The back office lets box-office orders be paid up to the start: due at the start, never lapsing before it.
    await payload.updateGlobal({ slug: 'site-settings', data: { box_office_lapse_minutes: 0 }, overrideAccess: true, context })
    try {
      const atDoor = (await (
        await checkout(await hold(show, 1), { buyer: guest({ payment: 'box_office' }), expected_total_cents: 1500 })
      ).json()) as { number: string; order_url: string }
      expect(
        (await ticketingProvider(payload).getOrder(atDoor.number, atDoor.order_url.split('/').at(-1) ?? '', 'de'))?.paymentDue?.getTime(),
      ).toBe(start.getTime())
      expect(await ticketingProvider(payload).cancelOverdue(new Date(start.getTime() - 60_000))).not.toContain(show.event)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { box_office_lapse_minutes: 30 }, overrideAccess: true, context })
    }
  })
})

describe('a server killed in the middle of checkout (kill -9)', () => {
  it('loses no confirmed order and holds no seat past its reservation', async () => {
    const show = await performance('X-1', 400)
    // One customer buys them all (confirmed at once); a group's cap lets them.
    await payload.create({
      collection: 'sale-limits',
      data: { event: show.event, max_tickets_per_cart: 100 },
      overrideAccess: true,
      context,
    })
    const customer = await payload.create({
      collection: 'customers',
      data: { email: 'kill@example.org', password: 'Kill-9-festival-2026', first_name: 'Kill', last_name: 'Nine', _verified: true },
      overrideAccess: true,
      disableVerificationEmail: true,
      context,
    })
    const carts: string[] = []
    for (let i = 0; i < 40; i++) carts.push(await hold(show, 2))
    const child = spawn(process.execPath, ['--conditions', 'react-server', '--import', 'tsx', 'tests/setup/checkout-worker.ts'], {
      env: { ...process.env, CARTS: JSON.stringify(carts), CUSTOMER: String(customer.id), SMTP_URL: 'smtp://127.0.0.1:9' },
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
    const rows =
      await sql.query(`SELECT "c"."id", "c"."status", "c"."created_at", (SELECT COUNT(*) FROM "orders" "o" WHERE "o"."cart_id" = "c"."id") AS "orders",
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
