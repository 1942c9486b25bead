import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postSubscriptionForm } from '@/app/api/shop-subscriptions/form/route'

import { findSeriesDetail } from '@/features/programme/server/details'
import { sqlOf } from '@/lib/db/sql'

import { testPayload } from '../../../../tests/setup/payload'
import { testPerformance, type TestShow } from '../../../../tests/setup/performances'
import { unsafeRequest } from '../../../../tests/setup/requests'
import { ticketingProvider } from '../providers/registry'

vi.mock('next/cache', () => ({ unstable_cache: <F>(read: F) => read, revalidateTag: () => undefined, revalidatePath: () => undefined }))
const pending: Promise<unknown>[] = []
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}))

const context = { disableRevalidate: true }
const MINUTE = 60_000
const BUYER = {
  first_name: 'Paula',
  last_name: 'Premiere',
  email: 'paula.premiere@example.org',
  street: 'Karl-Heine-Straße 1',
  postal_code: '04229',
  city: 'Leipzig',
  country: 'Deutschland',
  payment: 'box_office',
} as const

let payload: Payload
let shows = 0
let series = 0

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  while (pending.length > 0) await Promise.all(pending.splice(0))
})

const provider = () => ticketingProvider(payload)

/** A series of `capacities.length` performances ahead (one seat group 'Parkett' at 30 € each), sold as a subscription at `priceCents`. */
async function subscriptionSeries(
  capacities: readonly number[],
  options: { priceCents?: number; onSale?: boolean; past?: boolean } = {},
): Promise<{ id: number; shows: TestShow[] }> {
  const made = await payload.create({
    collection: 'series',
    locale: 'de',
    data: {
      _status: 'published',
      name: `Abo-Reihe ${++series}`,
      subscription: { on_sale: options.onSale ?? true, price_cents: options.priceCents ?? 10_000, seat_group: 'parkett' },
    } as never,
    overrideAccess: true,
    context,
  })
  const list: TestShow[] = []
  for (const [index, capacity] of capacities.entries()) {
    const show = await testPerformance(payload, {
      jet: `S-${++shows}`,
      capacity,
      daysAhead: 5 + index,
      prices: [
        { saleType: 1, name: 'Vollpreis', cents: 3000 },
        { saleType: 2, name: 'Ermäßigt', cents: 1800 },
      ],
    })
    await payload.update({ collection: 'events', id: show.event, data: { series: [made.id] } as never, overrideAccess: true, context })
    list.push(show)
  }
  if (options.past) {
    // A performance of the series that is over: never part of the package.
    const over = await testPerformance(payload, { jet: `S-${++shows}`, capacity: 10, daysAhead: -1 })
    await payload.update({ collection: 'events', id: over.event, data: { series: [made.id] } as never, overrideAccess: true, context })
  }
  return { id: made.id, shows: list }
}

/** Seats taken (sold, or held and not expired) in a performance's seat group at `now`. */
async function taken(show: TestShow | undefined, now = new Date()): Promise<number> {
  if (!show) throw new Error('no such performance')
  const counts = await provider().availability([show.event], now)
  return counts.get(show.event)?.seatGroups.find((group) => group.id === show.group)?.taken ?? -1
}

async function holdOther(show: TestShow, quantity: number): Promise<string> {
  const held = await provider().reserve({
    cartToken: null,
    eventJetId: show.jet,
    seatGroupId: show.group,
    blockId: null,
    lines: [{ saleTypeId: 1, quantity }],
  })
  if (!held.ok) throw new Error(held.error)
  return held.value.token
}

describe('series subscriptions (issue 46)', () => {
  it('offers a series on sale with its performances ahead, the package price, what the seats cost singly and what each has left', async () => {
    const made = await subscriptionSeries([5, 8, 3], { priceCents: 7500, past: true })
    const hidden = await subscriptionSeries([5, 5], { onSale: false })
    await holdOther(made.shows[1] as TestShow, 2)
    const offers = await provider().subscriptionOffers('de', { seriesId: made.id })
    expect(offers).toHaveLength(1)
    expect(offers[0]).toMatchObject({ seriesId: made.id, priceCents: 7500, regularCents: 9000, available: true })
    expect(offers[0]?.performances.map((performance) => [performance.eventId, performance.seatGroup, performance.left])).toEqual([
      [made.shows[0]?.event, 'Parkett', 5],
      [made.shows[1]?.event, 'Parkett', 6],
      [made.shows[2]?.event, 'Parkett', 3],
    ])
    expect(await provider().subscriptionOffers('de', { seriesId: hidden.id })).toEqual([])
    expect((await provider().subscriptionOffers('de')).map((offer) => offer.seriesId)).toContain(made.id)
  })

  it('is offered on the series page only while the shop has it to sell: two performances ahead at least', async () => {
    const made = await subscriptionSeries([5, 5], { priceCents: 4500 })
    expect((await findSeriesDetail(payload, String(made.id), 'de'))?.subscription).toMatchObject({ priceCents: 4500 })
    const single = await subscriptionSeries([5])
    expect((await findSeriesDetail(payload, String(single.id), 'de'))?.subscription).toBeNull()
  })

  it('holds one seat at every performance under one key and one clock, the package price split over them to the cent', async () => {
    const made = await subscriptionSeries([4, 4, 4], { priceCents: 10_000 })
    const now = new Date()
    const held = await provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null }, now)
    if (!held.ok) throw new Error(held.error)
    expect(held.value.ticketsQuantity).toBe(3)
    expect(held.value.eventIds).toEqual(made.shows.map((show) => show.event))
    const cart = await provider().cart(held.value.token, 'de', now)
    expect(cart?.totalCents).toBe(10_000)
    expect(cart?.lines.map((line) => line.unitCents)).toEqual([3334, 3333, 3333])
    expect(new Set(cart?.lines.map((line) => line.subscription?.key)).size).toBe(1)
    expect(new Set(cart?.lines.map((line) => line.expiresAt.getTime())).size).toBe(1)
    expect(cart?.lines[0]?.subscription?.name).toBe(`Abo-Reihe ${series}`)
    for (const show of made.shows) expect(await taken(show)).toBe(1)
  })

  it('is held whole or not at all: a sold-out performance refuses it and lets the seats it took go at once', async () => {
    const made = await subscriptionSeries([3, 3, 1])
    await holdOther(made.shows[2] as TestShow, 1)
    expect((await provider().subscriptionOffers('de', { seriesId: made.id }))[0]?.available).toBe(false)
    const refused = await provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null })
    expect(refused).toEqual({ ok: false, error: 'not_enough_seats' })
    expect(await taken(made.shows[0])).toBe(0)
    expect(await taken(made.shows[1])).toBe(0)
  })

  it('respects the fair-sale caps like any booking: a cart at a performance’s cap gets no subscription, and keeps what it had', async () => {
    const made = await subscriptionSeries([10, 10])
    const second = made.shows[1] as TestShow
    await payload.create({
      collection: 'sale-limits',
      data: { event: second.event, max_tickets_per_cart: 2 },
      overrideAccess: true,
      context,
    })
    const cartToken = await holdOther(second, 2)
    const refused = await provider().reserveSubscription({ cartToken, seriesId: made.id, clientKey: null })
    expect(refused).toEqual({ ok: false, error: 'limit_reached' })
    expect(await taken(made.shows[0])).toBe(0)
    expect(await taken(second)).toBe(2)
    expect((await provider().getCart(cartToken))?.ticketsQuantity).toBe(2)
  })

  it('never sells the last seat twice: of two subscriptions racing for it, one is held and the other lets all its seats go', async () => {
    const made = await subscriptionSeries([5, 1, 5])
    const results = await Promise.all([
      provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null }),
      provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null }),
      provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null }),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    for (const show of made.shows) expect(await taken(show)).toBe(1)
  })

  it('is given back whole: removing one of its lines removes the subscription', async () => {
    const made = await subscriptionSeries([4, 4])
    const single = await subscriptionSeries([4, 4])
    const held = await provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null })
    if (!held.ok) throw new Error(held.error)
    const other = await provider().reserve({
      cartToken: held.value.token,
      eventJetId: (single.shows[0] as TestShow).jet,
      seatGroupId: (single.shows[0] as TestShow).group,
      blockId: null,
      lines: [{ saleTypeId: 1, quantity: 1 }],
    })
    expect(other.ok).toBe(true)
    const cart = await provider().cart(held.value.token, 'de')
    const line = cart?.lines.find((entry) => entry.subscription !== null)
    expect(await provider().removeLines(held.value.token, [line?.reservationId ?? 0])).toEqual(made.shows.map((show) => show.event))
    const after = await provider().cart(held.value.token, 'de')
    expect(after?.lines.map((entry) => entry.subscription)).toEqual([null])
    for (const show of made.shows) expect(await taken(show)).toBe(0)
  })

  it('is never sold in part: a checkout refuses a basket holding only some of a subscription, and a cancelled performance takes the whole one out of baskets', async () => {
    const made = await subscriptionSeries([4, 4, 4])
    const held = await provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null })
    if (!held.ok) throw new Error(held.error)
    // As a crash between two holds would leave it: one performance's hold gone.
    const cart = await provider().cart(held.value.token, 'de')
    await sqlOf(payload).query(`UPDATE "reservations" SET "status" = 'released' WHERE "id" = ${cart?.lines[1]?.reservationId ?? 0}`)
    const partial = await provider().cart(held.value.token, 'de')
    const refused = await provider().checkout({
      cartToken: held.value.token,
      buyer: BUYER,
      customerId: null,
      locale: 'de',
      expectedTotalCents: partial?.totalCents ?? 0,
      boxOfficeLapseMinutes: 30,
    })
    expect(refused).toEqual({ ok: false, error: 'cart_changed' })

    const other = await subscriptionSeries([4, 4])
    const whole = await provider().reserveSubscription({ cartToken: null, seriesId: other.id, clientKey: null })
    if (!whole.ok) throw new Error(whole.error)
    await provider().cancelPerformance((other.shows[0] as TestShow).event, 'credit')
    expect(await taken(other.shows[1])).toBe(0)
    expect((await provider().cart(whole.value.token, 'de'))?.lines).toEqual([])
  })

  it('keeps its clock when removed and added again: no fresh quarter hour for the same seats', async () => {
    const made = await subscriptionSeries([4, 4])
    const start = new Date()
    const held = await provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null }, start)
    if (!held.ok) throw new Error(held.error)
    const later = new Date(start.getTime() + 10 * MINUTE)
    const first = (await provider().cart(held.value.token, 'de', later))?.lines[0]
    expect(await provider().removeLines(held.value.token, [first?.reservationId ?? 0], later)).not.toBeNull()
    const again = await provider().reserveSubscription({ cartToken: held.value.token, seriesId: made.id, clientKey: null }, later)
    if (!again.ok) throw new Error(again.error)
    expect(again.value.expiresAt.getTime()).toBe(held.value.expiresAt.getTime())
  })

  it('is held again whole after its quarter hour, at today’s package price, when every performance still has a seat', async () => {
    const made = await subscriptionSeries([2, 2])
    const start = new Date()
    const held = await provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null }, start)
    if (!held.ok) throw new Error(held.error)
    const later = new Date(start.getTime() + 16 * MINUTE)
    expect(await provider().renew(held.value.token, 'de', null, later)).toEqual([])
    const cart = await provider().cart(held.value.token, 'de', later)
    expect(cart?.lines.filter((line) => line.live)).toHaveLength(2)
    expect(cart?.totalCents).toBe(10_000)
    // Meanwhile somebody took the last seats of the second performance: the subscription is lost whole.
    const evenLater = new Date(later.getTime() + 16 * MINUTE)
    const second = made.shows[1] as TestShow
    const other = await provider().reserve(
      { cartToken: null, eventJetId: second.jet, seatGroupId: second.group, blockId: null, lines: [{ saleTypeId: 1, quantity: 2 }] },
      evenLater,
    )
    expect(other.ok).toBe(true)
    const lost = await provider().renew(held.value.token, 'de', null, evenLater)
    expect(lost).toHaveLength(2)
    expect(await taken(made.shows[0], evenLater)).toBe(0)
  })

  it('becomes one order line with its package price and a ticket per performance, priced as the subscription', async () => {
    const made = await subscriptionSeries([4, 4, 4], { priceCents: 9000 })
    const customer = await payload.create({
      collection: 'customers',
      data: {
        email: 'abo.kauf@example.org',
        password: 'Ein Platz an jedem Abend 1',
        first_name: 'Paula',
        last_name: 'Premiere',
        _verified: true,
      },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const held = await provider().reserveSubscription({ cartToken: null, seriesId: made.id, clientKey: null })
    if (!held.ok) throw new Error(held.error)
    const done = await provider().checkout({
      cartToken: held.value.token,
      buyer: { ...BUYER, email: 'abo.kauf@example.org' },
      customerId: customer.id,
      locale: 'de',
      expectedTotalCents: 9000,
      boxOfficeLapseMinutes: 30,
    })
    if (!done.ok) throw new Error(done.error)
    const order = await provider().getOrder(done.value.number, done.value.accessKey, 'de')
    expect(order?.totalCents).toBe(9000)
    expect(order?.lines).toEqual([
      expect.objectContaining({ kind: 'subscription', title: `Abo-Reihe ${series}`, quantity: 1, unitCents: 9000, performances: 3 }),
    ])
    const key = order?.lines[0]?.subscription
    expect(key).toBeTruthy()
    expect(order?.tickets).toHaveLength(3)
    expect(order?.tickets.every((ticket) => ticket.subscription === key && ticket.priceName === `Abo-Reihe ${series}`)).toBe(true)
    expect(order?.tickets.map((ticket) => ticket.eventId)).toEqual(made.shows.map((show) => show.event))
    // A cancelled performance refunds its share alone.
    const cancelled = await provider().cancelPerformance((made.shows[2] as TestShow).event, 'credit')
    expect(cancelled).toMatchObject({ orders: 1 })
    const after = await provider().getOrder(done.value.number, done.value.accessKey, 'de')
    expect(after?.totalCents).toBe(6000)
    expect(after?.tickets.filter((ticket) => ticket.status === 'valid')).toHaveLength(2)
  })

  it('takes the shop’s form: same origin only, into the cart with its cookie, the refusal back on the subscription’s page', async () => {
    const made = await subscriptionSeries([2, 1])
    const form = (fields: Record<string, string>, origin = 'http://localhost') => {
      const request = unsafeRequest('/api/shop-subscriptions/form/', fields, { form: true, csrf: false })
      request.headers.set('origin', origin)
      return postSubscriptionForm(request)
    }
    expect((await form({ series: String(made.id), key: 'a'.repeat(32) }, 'https://evil.example')).status).toBe(403)
    const first = await form({ series: String(made.id), key: 'a'.repeat(32) })
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/webshop/cart')
    expect(first.headers.getSetCookie().some((cookie) => cookie.startsWith('festival_cart='))).toBe(true)
    const again = await form({ series: String(made.id), key: 'b'.repeat(32) })
    expect(again.headers.get('location')).toBe(`/webshop/series/${made.id}?result=-214`)
    expect((await form({ series: 'x', key: 'c'.repeat(32) })).headers.get('location')).toBe('/webshop/series')
    expect((await form({ series: '999999', key: 'd'.repeat(32) })).headers.get('location')).toBe('/webshop/series/999999?result=-101')
  })
})
