import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/features/security/domain/clientAddress'

import { GET as getTickets } from '@/app/(frontend)/[locale]/api/events/[id]/tickets/route'
import { GET as getSoldOutDays } from '@/app/api/calendar/sold-out/route'
import { POST as postCart } from '@/app/api/shop-cart/route'
import { POST as postCartForm } from '@/app/api/shop-cart/form/route'

import { testPayload } from '../../../../tests/setup/payload'
import { RESPONSE_CODES } from '../provider'
import { HOLD_MS } from '../domain/cart'
import { MAX_TICKETS_PER_CART_LIMIT } from '@/cms/vocabulary'
import { clientDigest } from '../providers/builtin/caps'
import { type PlannedReservation, reserveSeats } from '../providers/builtin/engine'
import { sqlOf } from '@/lib/db/sql'
import { ticketingProvider } from '../providers/registry'
import { syncAvailability } from './availabilitySync'

vi.mock('next/cache', () => ({ unstable_cache: <F>(read: F) => read, revalidateTag: () => undefined, revalidatePath: () => undefined }))
// Work scheduled after the answer runs at once here and is awaited after each test.
const pending: Promise<unknown>[] = []
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}))

const context = { disableRevalidate: true }
const DAY = 86_400_000
let payload: Payload
let address = 0

type Setup = { event: number; jet: string; group: number; prices: Record<string, number>; timeslot?: number }

afterEach(async () => {
  await Promise.all(pending.splice(0))
})

beforeAll(async () => {
  payload = await testPayload()
})

/**
 * A published future performance with one seat group of `capacity` and the prices 15.00 (Vollpreis), 9.00 and 0.00.
 * Its sale limit (tickets per cart) is the highest the back office may set, as for a group sale, unless `cap` names
 * one (null: no sale limit, the default applies), so the engine's capacity tests are not the caps' tests.
 */
async function performance(
  jet: string,
  capacity: number,
  extra: { companion?: boolean; timeslot?: { capacity: number; status?: '0' | '1' }; start?: number; cap?: number | null } = {},
): Promise<Setup> {
  const event = await payload.create({
    collection: 'events',
    locale: 'de',
    data: {
      _status: 'published',
      title: `Vorstellung ${jet}`,
      date_start: new Date(Date.now() + (extra.start ?? 2 * DAY)).toISOString(),
      id_jet: jet,
      ticket_url: `/webshop/events/${jet}`,
    } as never,
    overrideAccess: true,
    context,
  })
  const group = await payload.create({
    collection: 'seat-groups',
    locale: 'de',
    data: { event: event.id, seat_group: 'Parkett', capacity, status: '1', companion_seat: extra.companion ?? false },
    overrideAccess: true,
    context,
  })
  const prices: Record<string, number> = {}
  for (const [text, cents, sale] of [
    ['Vollpreis', 1500, 1],
    ['Ermäßigt', 900, 2],
    ['Freikarte', 0, 3],
  ] as const) {
    prices[text] = (
      await payload.create({
        collection: 'prices',
        locale: 'de',
        data: { event: event.id, seat_group: group.id, name: text, text, amount_cents: cents, sale_type_id: sale },
        overrideAccess: true,
        context,
      })
    ).id
  }
  let timeslot: number | undefined
  if (extra.timeslot) {
    timeslot = (
      await payload.create({
        collection: 'timeslots',
        data: {
          event: event.id,
          time_start: '14:00:00',
          block_id: 14,
          capacity: extra.timeslot.capacity,
          status: extra.timeslot.status ?? '1',
        },
        overrideAccess: true,
        context,
      })
    ).id
  }
  const cap = extra.cap === undefined ? MAX_TICKETS_PER_CART_LIMIT : extra.cap
  if (cap !== null)
    await payload.create({ collection: 'sale-limits', data: { event: event.id, max_tickets_per_cart: cap }, overrideAccess: true, context })
  return { event: event.id, jet, group: group.id, prices, timeslot }
}

function cartCall(body: unknown, init: { csrf?: boolean; cart?: string; address?: string; key?: string } = {}): Request {
  const headers: Record<string, string> = {
    host: 'localhost',
    'content-type': 'application/json',
    [CLIENT_ADDRESS_HEADER]: init.address ?? `198.51.100.${(address++ % 250) + 1}`,
  }
  if (init.key !== undefined) headers['idempotency-key'] = init.key
  const cookies = init.cart ? [`festival_cart=${init.cart}`] : []
  if (init.csrf !== false) {
    headers.origin = 'http://localhost'
    headers['x-csrftoken'] = 'tok123'
    cookies.push('csrftoken=tok123')
  }
  if (cookies.length > 0) headers.cookie = cookies.join('; ')
  return new Request('http://localhost/api/shop-cart/', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function cookieOf(response: Response, name: string): { value: string; attributes: string } | null {
  const line = response.headers.getSetCookie().find((entry) => entry.startsWith(`${name}=`))
  if (!line) return null
  const [pair = '', ...rest] = line.split(';')
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attributes: rest.join(';') }
}

async function takenSeats(group: number): Promise<number> {
  const availability = await ticketingProvider(payload).availability([await eventOf(group)])
  return [...availability.values()][0]?.seatGroups.find((entry) => entry.id === group)?.taken ?? -1
}

async function eventOf(group: number): Promise<number> {
  const doc = await payload.findByID({ collection: 'seat-groups', id: group, depth: 0, overrideAccess: true })
  return typeof doc.event === 'number' ? doc.event : doc.event.id
}

function plan(setup: Setup, quantity = 1, seatsPerTicket = 1): PlannedReservation {
  return {
    eventId: setup.event,
    clientKey: null,
    renewals: 0,
    seatGroupId: setup.group,
    seatsPerTicket,
    timeslotId: setup.timeslot ?? null,
    lines: [{ priceId: setup.prices.Vollpreis ?? 0, quantity, unitCents: 1500 }],
  }
}

describe('POST /api/shop-cart/ (SPEC §7)', () => {
  it('reserves the tickets of one seat group and answers tickets_quantity and cart_url with the 15-minute cookies', async () => {
    const show = await performance('C-1', 50)
    const response = await postCart(cartCall({ quantities: [2, 1], event_jet_id: 'C-1', sale_type_ids: [1, 2], seat_group: show.group }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ tickets_quantity: 3, cart_url: '/webshop/cart' })
    expect(response.headers.get('cache-control')).toContain('no-store')
    const amount = cookieOf(response, 'cartAmount')
    expect(amount?.value).toBe('3')
    const maxAge = Number(/Max-Age=(\d+)/.exec(amount?.attributes ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(890)
    expect(maxAge).toBeLessThanOrEqual(900)
    expect(cookieOf(response, 'cartUrl')?.value).toBe('/webshop/cart')
    const cart = cookieOf(response, 'festival_cart')
    expect(cart?.attributes).toContain('HttpOnly')
    // The same cart grows: the answer counts every ticket it holds.
    const again = await postCart(cartCall({ quantities: [1], event_jet_id: 'C-1', sale_type_ids: [1] }, { cart: cart?.value }))
    expect(await again.json()).toEqual({ tickets_quantity: 4, cart_url: '/webshop/cart' })
    expect(await takenSeats(show.group)).toBe(4)
  })

  it('holds the tickets of a repeated call once: a double click, at the same moment or after the answer, gets the first answer', async () => {
    const show = await performance('C-IDEM', 50)
    const body = { quantities: [2], event_jet_id: 'C-IDEM', sale_type_ids: [1], seat_group: show.group }
    const key = 'click-0123456789abcdef'
    // Both at once, before either has a cart: one hold, one cart, both answers alike.
    const [first, second] = await Promise.all([
      postCart(cartCall(body, { address: '203.0.113.77', key })),
      postCart(cartCall(body, { address: '203.0.113.77', key })),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await first.json()).toEqual({ tickets_quantity: 2, cart_url: '/webshop/cart' })
    expect(await second.json()).toEqual({ tickets_quantity: 2, cart_url: '/webshop/cart' })
    expect(cookieOf(second, 'festival_cart')?.value).toBe(cookieOf(first, 'festival_cart')?.value)
    // Repeated after the answer, with the cart's cookie: still the first answer, nothing more held.
    const late = await postCart(cartCall(body, { address: '203.0.113.77', key, cart: cookieOf(first, 'festival_cart')?.value }))
    expect(await late.json()).toEqual({ tickets_quantity: 2, cart_url: '/webshop/cart' })
    expect(await takenSeats(show.group)).toBe(2)
    // A new click (a new key) adds to the same cart; the same key from another address is its own call.
    const next = await postCart(
      cartCall(body, { address: '203.0.113.77', key: 'click-fedcba9876543210', cart: cookieOf(first, 'festival_cart')?.value }),
    )
    expect(await next.json()).toEqual({ tickets_quantity: 4, cart_url: '/webshop/cart' })
    await postCart(cartCall(body, { address: '203.0.113.78', key }))
    expect(await takenSeats(show.group)).toBe(6)
  })

  it('answers a refused call again as refused under its key, and refuses a key of the wrong shape (400)', async () => {
    const show = await performance('C-IDEM2', 1)
    const body = { quantities: [2], event_jet_id: 'C-IDEM2', sale_type_ids: [1], seat_group: show.group }
    const key = 'click-refused-000001'
    const from = { key, address: '203.0.113.90' }
    expect(await (await postCart(cartCall(body, from))).json()).toEqual({ response_code: -214, error: 'not_enough_seats' })
    expect(await (await postCart(cartCall(body, from))).json()).toEqual({ response_code: -214, error: 'not_enough_seats' })
    expect((await postCart(cartCall(body, { key: 'short' }))).status).toBe(400)
    expect((await postCart(cartCall(body, { key: 'x'.repeat(65) }))).status).toBe(400)
  })

  it('takes the web shop’s form without JavaScript: same origin only, one hold per form however often it is sent, the outcome in the address', async () => {
    const show = await performance('C-FORM', 3)
    const form = (fields: Record<string, string>, origin = 'http://localhost', cart?: string) =>
      postCartForm(
        new Request('http://localhost/api/shop-cart/form/', {
          method: 'POST',
          headers: {
            host: 'localhost',
            origin,
            'content-type': 'application/x-www-form-urlencoded',
            [CLIENT_ADDRESS_HEADER]: '203.0.113.120',
            ...(cart ? { cookie: `festival_cart=${cart}` } : {}),
          },
          body: new URLSearchParams(fields).toString(),
        }),
      )
    const fields = { event: 'C-FORM', key: 'f'.repeat(32), [`q-${show.group}-1`]: '2' }
    expect((await form(fields, 'https://evil.example')).status).toBe(403)
    const first = await form(fields)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/webshop/cart')
    const cart = cookieOf(first, 'festival_cart')?.value
    expect(cookieOf(first, 'cartAmount')?.value).toBe('2')
    // Sent again (the button pressed twice): the same hold, not a second.
    expect((await form(fields, 'http://localhost', cart)).headers.get('location')).toBe('/webshop/cart')
    expect(await takenSeats(show.group)).toBe(2)
    expect((await form({ ...fields, key: 'g'.repeat(32), [`q-${show.group}-1`]: '0' })).headers.get('location')).toBe(
      '/webshop/events/C-FORM?result=none',
    )
    expect((await form({ ...fields, key: 'g'.repeat(32), [`q-${show.group}-1`]: '11' })).headers.get('location')).toBe(
      '/webshop/events/C-FORM?result=invalid',
    )
    expect(
      (await form({ ...fields, key: 'h'.repeat(32), [`q-${show.group}-1`]: '2' }, 'http://localhost', cart)).headers.get('location'),
    ).toBe('/webshop/events/C-FORM?result=-214')
  })

  it('takes event_jet_id as a number and finds the seat group when none is named', async () => {
    await performance('4711', 10)
    const response = await postCart(cartCall({ quantities: [1], event_jet_id: 4711, sale_type_ids: [2] }))
    expect(response.status).toBe(200)
    expect((await response.json()).tickets_quantity).toBe(1)
  })

  it('answers bad input with 400 and a JSON error, never 500', async () => {
    const show = await performance('C-3', 10)
    const bodies: unknown[] = [
      'not json',
      {},
      { quantities: [1], event_jet_id: 'C-3' },
      { quantities: [1, 1], event_jet_id: 'C-3', sale_type_ids: [1] },
      { quantities: [0], event_jet_id: 'C-3', sale_type_ids: [1] },
      { quantities: [-2], event_jet_id: 'C-3', sale_type_ids: [1] },
      { quantities: [1.5], event_jet_id: 'C-3', sale_type_ids: [1] },
      { quantities: [11], event_jet_id: 'C-3', sale_type_ids: [1] },
      { quantities: [10, 10, 10], event_jet_id: 'C-3', sale_type_ids: [1, 2, 1] },
      { quantities: '1', event_jet_id: 'C-3', sale_type_ids: [1] },
      { quantities: [1], event_jet_id: "x' OR 1=1 --", sale_type_ids: [1] },
      { quantities: [1], event_jet_id: 'C-3', sale_type_ids: [1], seat_group: 'eins' },
      { quantities: [1], event_jet_id: 'C-3', sale_type_ids: [1], block_id: -1 },
      { quantities: [1], event_jet_id: 'C-3', sale_type_ids: [3], seat_group: show.group },
    ]
    for (const body of bodies) {
      const response = await postCart(cartCall(body))
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(await response.json()).length).toBeGreaterThan(0)
    }
    expect(await takenSeats(show.group)).toBe(0)
  })

  it('answers the provider codes: -214 when seats are short, -101 for an unknown performance, -102 for one that began', async () => {
    const show = await performance('C-4', 2)
    const short = await postCart(cartCall({ quantities: [3], event_jet_id: 'C-4', sale_type_ids: [1], seat_group: show.group }))
    expect(short.status).toBe(409)
    expect(await short.json()).toMatchObject({ response_code: -214 })
    expect(await takenSeats(show.group)).toBe(0)
    const unknown = await postCart(cartCall({ quantities: [1], event_jet_id: 'nope', sale_type_ids: [1] }))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ response_code: RESPONSE_CODES.unknown_event })
    await performance('C-5', 5, { start: -60_000 })
    expect(await (await postCart(cartCall({ quantities: [1], event_jet_id: 'C-5', sale_type_ids: [1] }))).json()).toMatchObject({
      response_code: RESPONSE_CODES.not_on_sale,
    })
  })

  it('limits the calls of one address (429)', async () => {
    await performance('C-6', 500)
    const statuses: number[] = []
    for (let i = 0; i < 62; i++)
      statuses.push(
        (await postCart(cartCall({ quantities: [1], event_jet_id: 'C-6', sale_type_ids: [1] }, { address: '203.0.113.9' }))).status,
      )
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(60)).toEqual([429, 429])
  })

  it('refuses while the shop is offline, with its own code', async () => {
    await performance('C-7', 5)
    await payload.updateGlobal({ slug: 'site-settings', data: { is_shop_online: false }, overrideAccess: true, context })
    try {
      const response = await postCart(cartCall({ quantities: [1], event_jet_id: 'C-7', sale_type_ids: [1] }))
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ response_code: RESPONSE_CODES.shop_offline })
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { is_shop_online: true }, overrideAccess: true, context })
    }
  })
})

describe('the reservation engine’s invariants (DESIGN §6)', () => {
  it('never sells more than a seat group holds when 200 requests compete for 50 seats', async () => {
    const show = await performance('R-1', 50)
    const provider = ticketingProvider(payload)
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        provider.reserve({
          cartToken: null,
          eventJetId: 'R-1',
          seatGroupId: show.group,
          blockId: null,
          lines: [{ saleTypeId: 1, quantity: 1 }],
        }),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(50)
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.error === 'not_enough_seats')).toBe(true)
    expect(await takenSeats(show.group)).toBe(50)
  })

  it('never oversells a timeslot, whose capacity spans the seat groups', async () => {
    const show = await performance('R-2', 100, { timeslot: { capacity: 7 } })
    const provider = ticketingProvider(payload)
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        provider.reserve({
          cartToken: null,
          eventJetId: 'R-2',
          seatGroupId: show.group,
          blockId: 14,
          lines: [{ saleTypeId: 1, quantity: 1 }],
        }),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(7)
    const availability = (await provider.availability([show.event])).get(show.event)
    expect(availability?.timeslots[0]).toMatchObject({ capacity: 7, taken: 7 })
    expect(availability?.availability).toBe('sold_out')
    // Without a timeslot, or with one not on sale, an event that sells timeslots refuses.
    expect(
      await provider.reserve({
        cartToken: null,
        eventJetId: 'R-2',
        seatGroupId: show.group,
        blockId: null,
        lines: [{ saleTypeId: 1, quantity: 1 }],
      }),
    ).toEqual({ ok: false, error: 'not_on_sale' })
  })

  it('holds 200 against 50 seats from two server processes on the same database', async () => {
    const show = await performance('R-3', 50)
    const child = spawn(process.execPath, ['--conditions', 'react-server', '--import', 'tsx', 'tests/setup/reserve-worker.ts'], {
      env: { ...process.env, COUNT: '100', PLAN: JSON.stringify(plan(show)) },
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    const lines = createInterface({ input: child.stdout })
    const iterator = lines[Symbol.asyncIterator]()
    expect((await iterator.next()).value).toBe('ready')
    child.stdin.write('go\n')
    const sql = sqlOf(payload)
    const here = Promise.all(Array.from({ length: 100 }, () => reserveSeats(sql, null, plan(show), new Date())))
    const [mine, theirs] = await Promise.all([here, iterator.next()])
    const other = JSON.parse(String(theirs.value)) as { ok: number }
    child.stdin.end()
    const okHere = mine.filter((result) => result.ok).length
    expect(okHere + other.ok).toBe(50)
    expect(await takenSeats(show.group)).toBe(50)
  }, 120_000)

  it('frees expired holds by the clock alone: no job, no manual step', async () => {
    const show = await performance('R-4', 50)
    const sql = sqlOf(payload)
    const start = new Date()
    expect((await reserveSeats(sql, null, plan(show, 10), start)).ok).toBe(true)
    expect((await reserveSeats(sql, null, plan(show, 40), start)).ok).toBe(true)
    expect(await reserveSeats(sql, null, plan(show, 1), new Date(start.getTime() + HOLD_MS - 1000))).toEqual({
      ok: false,
      error: 'not_enough_seats',
    })
    const later = new Date(start.getTime() + HOLD_MS + 1000)
    const again = await reserveSeats(sql, null, plan(show, 50), later)
    expect(again.ok).toBe(true)
  })

  it('counts sold seats for good and a wheelchair space with its companion seat as two', async () => {
    const show = await performance('R-5', 5, { companion: true })
    const provider = ticketingProvider(payload)
    const first = await provider.reserve({
      cartToken: null,
      eventJetId: 'R-5',
      seatGroupId: show.group,
      blockId: null,
      lines: [{ saleTypeId: 1, quantity: 2 }],
    })
    expect(first.ok && first.value).toMatchObject({ seats: 4, ticketsQuantity: 4 })
    expect(
      await provider.reserve({
        cartToken: null,
        eventJetId: 'R-5',
        seatGroupId: show.group,
        blockId: null,
        lines: [{ saleTypeId: 1, quantity: 1 }],
      }),
    ).toEqual({ ok: false, error: 'not_enough_seats' })
  })

  it('gives a performance’s tickets in one cart one clock: added tickets and re-added ones do not hold longer', async () => {
    const show = await performance('R-6', 50)
    const provider = ticketingProvider(payload)
    const t0 = new Date()
    const first = await provider.reserve(
      { cartToken: null, eventJetId: 'R-6', seatGroupId: show.group, blockId: null, lines: [{ saleTypeId: 1, quantity: 1 }] },
      t0,
    )
    if (!first.ok) throw new Error('first hold refused')
    expect(first.value.expiresAt.getTime()).toBe(t0.getTime() + HOLD_MS)
    const token = first.value.token
    const t10 = new Date(t0.getTime() + 10 * 60_000)
    const added = await provider.reserve(
      { cartToken: token, eventJetId: 'R-6', seatGroupId: show.group, blockId: null, lines: [{ saleTypeId: 2, quantity: 1 }] },
      t10,
    )
    expect(added.ok && added.value.expiresAt.getTime()).toBe(t0.getTime() + HOLD_MS)
    const released = await provider.release(token, undefined, t10)
    expect(released.ok && released.value.ticketsQuantity).toBe(0)
    const readded = await provider.reserve(
      { cartToken: token, eventJetId: 'R-6', seatGroupId: show.group, blockId: null, lines: [{ saleTypeId: 1, quantity: 2 }] },
      new Date(t0.getTime() + 12 * 60_000),
    )
    expect(readded.ok && readded.value.expiresAt.getTime()).toBe(t0.getTime() + HOLD_MS)
    // Once that clock has run out, a new hold starts a new quarter hour.
    const t16 = new Date(t0.getTime() + 16 * 60_000)
    const fresh = await provider.reserve(
      { cartToken: token, eventJetId: 'R-6', seatGroupId: show.group, blockId: null, lines: [{ saleTypeId: 1, quantity: 1 }] },
      t16,
    )
    expect(fresh.ok && fresh.value.expiresAt.getTime()).toBe(t16.getTime() + HOLD_MS)
    expect(await provider.getCart(token, t16)).toMatchObject({ ticketsQuantity: 1 })
  })

  it('makes the same tickets added again (later, or from two tabs at the same moment) one cart line, the seats counted once', async () => {
    const show = await performance('R-7', 50)
    const provider = ticketingProvider(payload)
    const add = (cartToken: string | null, saleTypeId: number, quantity: number) =>
      provider.reserve({ cartToken, eventJetId: 'R-7', seatGroupId: show.group, blockId: null, lines: [{ saleTypeId, quantity }] })
    const first = await add(null, 1, 2)
    if (!first.ok) throw new Error('first hold refused')
    const token = first.value.token
    expect((await add(token, 1, 1)).ok).toBe(true)
    const together = await Promise.all([add(token, 1, 2), add(token, 1, 2), add(token, 2, 1)])
    expect(together.every((result) => result.ok)).toBe(true)
    const cart = await provider.cart(token, 'de')
    expect(cart?.lines.map((line) => [line.priceName, line.quantity])).toEqual([
      ['Vollpreis', 7],
      ['Ermäßigt', 1],
    ])
    expect(await provider.getCart(token)).toMatchObject({ ticketsQuantity: 8 })
    const taken = (await provider.availability([show.event])).get(show.event)?.seatGroups[0]?.taken
    expect(taken).toBe(8)
    // Removing the line lets all of its tickets go.
    const line = cart?.lines.find((entry) => entry.priceName === 'Vollpreis')
    await provider.removeLines(token, [line?.reservationId ?? 0])
    expect(await provider.getCart(token)).toMatchObject({ ticketsQuantity: 1 })
  })
})

describe('fair sale: no cart and no address hoards a performance', () => {
  const codeOf = async (response: Response) => ((await response.json()) as { response_code?: number }).response_code
  const one = { quantities: [1], sale_type_ids: [1] }

  it('keeps one cart within the performance’s cap over calls and a sale type repeated in one call', async () => {
    await performance('F-1', 100, { cap: null })
    const first = await postCart(cartCall({ quantities: [6], event_jet_id: 'F-1', sale_type_ids: [1] }, { address: '192.0.2.61' }))
    expect(first.status).toBe(200)
    const cart = cookieOf(first, 'festival_cart')?.value
    // 6 + 3 + 2 of the same sale type would be 11 of at most 10.
    const repeated = await postCart(
      cartCall({ quantities: [3, 2], event_jet_id: 'F-1', sale_type_ids: [1, 1] }, { cart, address: '192.0.2.61' }),
    )
    expect(repeated.status).toBe(409)
    expect(await codeOf(repeated)).toBe(RESPONSE_CODES.limit_reached)
    const fits = await postCart(
      cartCall({ quantities: [3, 1], event_jet_id: 'F-1', sale_type_ids: [1, 2] }, { cart, address: '192.0.2.61' }),
    )
    expect(await fits.json()).toMatchObject({ tickets_quantity: 10 })
    expect(await codeOf(await postCart(cartCall({ event_jet_id: 'F-1', ...one }, { cart, address: '192.0.2.61' })))).toBe(
      RESPONSE_CODES.limit_reached,
    )
    // The cap is per performance: another one still sells to the same cart.
    await performance('F-1b', 100, { cap: null })
    expect((await postCart(cartCall({ event_jet_id: 'F-1b', ...one }, { cart, address: '192.0.2.61' }))).status).toBe(200)
  })

  it('keeps one cart within the cap when its calls arrive at the same moment', async () => {
    await performance('F-2', 100, { cap: null })
    const first = await postCart(cartCall({ event_jet_id: 'F-2', ...one }, { address: '192.0.2.62' }))
    const cart = cookieOf(first, 'festival_cart')?.value
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        postCart(cartCall({ event_jet_id: 'F-2', ...one }, { cart, address: `192.0.2.${100 + i}` })).then((r) => r.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(9)
    expect(statuses.filter((status) => status === 409)).toHaveLength(6)
    expect(await ticketingProvider(payload).getCart(cart ?? '')).toMatchObject({ ticketsQuantity: 10 })
  })

  it('keeps one address within twice the cap across new carts, also at the same moment, and a box office’s raised cap counts', async () => {
    const show = await performance('F-3', 200, { cap: null })
    const statuses = await Promise.all(
      Array.from({ length: 25 }, () =>
        postCart(cartCall({ event_jet_id: 'F-3', ...one }, { address: '192.0.2.63' })).then((r) => r.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    const refused = await postCart(cartCall({ event_jet_id: 'F-3', ...one }, { address: '192.0.2.63' }))
    expect(await codeOf(refused)).toBe(RESPONSE_CODES.limit_reached)
    // Another address is not held back by the first.
    expect((await postCart(cartCall({ event_jet_id: 'F-3', ...one }, { address: '192.0.2.64' }))).status).toBe(200)
    // For a group sale the box office raises the cap: one cart may then take 30.
    await payload.create({
      collection: 'sale-limits',
      data: { event: show.event, max_tickets_per_cart: 30 },
      overrideAccess: true,
      context,
    })
    const group = await postCart(cartCall({ quantities: [10, 10], event_jet_id: 'F-3', sale_type_ids: [1, 2] }, { address: '192.0.2.65' }))
    const groupCart = cookieOf(group, 'festival_cart')?.value
    expect(
      await (
        await postCart(cartCall({ quantities: [10], event_jet_id: 'F-3', sale_type_ids: [1] }, { cart: groupCart, address: '192.0.2.65' }))
      ).json(),
    ).toMatchObject({ tickets_quantity: 30 })
    expect(await codeOf(await postCart(cartCall({ event_jet_id: 'F-3', ...one }, { cart: groupCart, address: '192.0.2.65' })))).toBe(
      RESPONSE_CODES.limit_reached,
    )
  })

  it('renews an expired line twice at most, and only within the caps and the seats left', async () => {
    await performance('F-4', 100, { cap: null })
    const provider = ticketingProvider(payload)
    const key = clientDigest('192.0.2.66')
    const reserve = (cartToken: string | null, quantity: number, now: Date, clientKey = key) =>
      provider.reserve(
        { cartToken, eventJetId: 'F-4', seatGroupId: null, blockId: null, lines: [{ saleTypeId: 1, quantity }], clientKey },
        now,
      )
    const t0 = new Date()
    const held = await reserve(null, 4, t0)
    if (!held.ok) throw new Error(held.error)
    const cart = held.value.token
    let at = t0
    for (const round of [1, 2]) {
      at = new Date(at.getTime() + HOLD_MS + 1000)
      expect(await provider.renew(cart, 'de', key, at), `renewal ${round}`).toEqual([])
      expect((await provider.getCart(cart, at))?.ticketsQuantity).toBe(4)
    }
    at = new Date(at.getTime() + HOLD_MS + 1000)
    expect((await provider.renew(cart, 'de', key, at)).map((line) => line.quantity)).toEqual([4])
    expect((await provider.getCart(cart, at))?.ticketsQuantity).toBe(0)

    // A renewal counts against the cap like a new hold: 7 expired + 5 held now would be 12.
    const second = await reserve(null, 7, at)
    if (!second.ok) throw new Error(second.error)
    const later = new Date(at.getTime() + HOLD_MS + 1000)
    expect((await reserve(second.value.token, 5, later)).ok).toBe(true)
    expect((await provider.renew(second.value.token, 'de', key, later)).map((line) => line.quantity)).toEqual([7])
    // And against the address's: other carts of the address hold 17 of 20 now.
    const third = await reserve(null, 4, later, clientDigest('192.0.2.67'))
    if (!third.ok) throw new Error(third.error)
    const latest = new Date(later.getTime() + HOLD_MS + 1000)
    for (let i = 0; i < 2; i++) expect((await reserve(null, 10, latest)).ok).toBe(true)
    expect((await provider.renew(third.value.token, 'de', key, latest)).map((line) => line.quantity)).toEqual([4])
  })
})

describe('availability everywhere', () => {
  it('classes a performance available, few left and sold out, stores the class and follows expiry back', async () => {
    const show = await performance('A-1', 30)
    const provider = ticketingProvider(payload)
    const sql = sqlOf(payload)
    const stored = async () =>
      (await payload.findByID({ collection: 'events', id: show.event, depth: 0, overrideAccess: true })).availability ?? null
    const t0 = new Date()
    expect(await syncAvailability(payload, await provider.availability([show.event], t0))).toEqual([show.event])
    expect(await stored()).toBe('available')
    await reserveSeats(sql, null, plan(show, 20), t0)
    expect(await syncAvailability(payload, await provider.availability([show.event], t0))).toEqual([show.event])
    expect(await stored()).toBe('few')
    await reserveSeats(sql, null, plan(show, 10), t0)
    await syncAvailability(payload, await provider.availability([show.event], t0))
    expect(await stored()).toBe('sold_out')
    // Unchanged: nothing to store, no page to revalidate.
    expect(await syncAvailability(payload, await provider.availability([show.event], t0))).toEqual([])
    const later = new Date(t0.getTime() + HOLD_MS + 1000)
    await syncAvailability(payload, await provider.availability([show.event], later))
    expect(await stored()).toBe('available')
  })

  it('answers the widget’s live look: SPEC’s event data with a full seat group as status 0', async () => {
    const show = await performance('A-2', 2, { timeslot: { capacity: 10 } })
    const params = (id: number | string) => ({ params: Promise.resolve({ locale: 'en', id: String(id) }) })
    const before = await getTickets(new Request(`http://localhost/en/api/events/${show.event}/tickets/`), params(show.event))
    expect(before.status).toBe(200)
    const data = await before.json()
    expect(data).toMatchObject({ id_jet: 'A-2', ticket_url: '/webshop/events/A-2', availability: 'few', shop_online: true })
    expect(data.seat_groups[0]).toMatchObject({ id: show.group, seat_group: 'Parkett', status: '1', companion_seat: false })
    expect(data.seat_groups[0].prices.map((price: { price: string }) => price.price)).toEqual(['15.00', '9.00', '0.00'])
    expect(data.seat_groups[0].timeslots).toEqual([{ id: show.timeslot, time_start: '14:00:00', block_id: 14, status: '1' }])
    await reserveSeats(sqlOf(payload), null, plan(show, 2), new Date())
    const after = await (await getTickets(new Request('http://localhost/'), params(show.event))).json()
    expect(after.seat_groups[0].status).toBe('0')
    expect(after.availability).toBe('sold_out')
    expect((await getTickets(new Request('http://localhost/'), params(999_999))).status).toBe(404)
    expect((await getTickets(new Request('http://localhost/'), params('abc'))).status).toBe(404)
  })

  it('names the calendar days on which every performance is sold out', async () => {
    // Within the calendar's horizon: about half a year ahead, at 18:00 or 19:00 in Berlin.
    const base = new Date(Date.now() + 200 * DAY)
    const day = (offset: number) => new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + offset, 17, 0))
    const label = (date: Date) =>
      `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`
    const make = async (title: string, at: Date, availability: 'sold_out' | 'available') => {
      const doc = await payload.create({
        collection: 'events',
        locale: 'de',
        data: { _status: 'published', title, date_start: at.toISOString(), id_jet: `${title}-jet` } as never,
        overrideAccess: true,
        context,
      })
      await payload.update({ collection: 'events', id: doc.id, data: { availability }, overrideAccess: true, context })
    }
    await make('Voll', day(0), 'sold_out')
    await make('Auch voll', day(1), 'sold_out')
    await make('Noch frei', day(1), 'available')
    const response = await getSoldOutDays(new Request(`http://localhost/api/calendar/sold-out/?date=${label(day(0))}`))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([label(day(0))])
    expect((await getSoldOutDays(new Request('http://localhost/api/calendar/sold-out/?date=31-02-2031'))).status).toBe(400)
  })
})
