import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postCancel } from '@/app/api/user-orders/cancel/route'
import { GET as getUserOrders } from '@/app/api/user-orders/route'

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
const PASSWORD = 'Trommelwirbel im Spiegelzelt 7'
const BANK = { account_holder: 'Festival gGmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Commerzbank' }
let payload: Payload
let shows = 0

beforeAll(async () => {
  payload = await testPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { bank_details: BANK, invoice_close_days: 0 }, overrideAccess: true, context })
  await payload.updateGlobal({
    slug: 'opening-hours',
    data: {
      opening_hours: [
        { weekday: '2', time_from: '10:00', time_to: '18:00', closed: false },
        { weekday: '1', closed: true },
      ],
    },
    overrideAccess: true,
    context,
  })
})
afterAll(async () => {
  while (pending.length > 0) await Promise.all(pending.splice(0))
})

const performance = (capacity = 10) => testPerformance(payload, { jet: `R-${++shows}`, capacity, daysAhead: 12 })

async function customer(email: string) {
  const created = await payload.create({
    collection: 'customers',
    data: { email, password: PASSWORD, first_name: 'Rita', last_name: 'Reserviert', _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: PASSWORD } })
  return { id: created.id, email, token: token ?? '' }
}

async function hold(show: TestShow, quantity: number, cartToken: string | null = null): Promise<string> {
  const held = await ticketingProvider(payload).reserve({
    cartToken,
    eventJetId: show.jet,
    seatGroupId: show.group,
    blockId: null,
    lines: [{ saleTypeId: 1, quantity }],
  })
  if (!held.ok) throw new Error(held.error)
  return held.value.token
}

async function reservation(show: TestShow, who: { id: number; email: string }, payment: 'invoice' | 'box_office') {
  const placed = await ticketingProvider(payload).checkout({
    cartToken: await hold(show, 2),
    buyer: {
      first_name: 'Rita',
      last_name: 'Reserviert',
      email: who.email,
      street: 'Hauptstraße 1',
      postal_code: '10115',
      city: 'Berlin',
      country: 'Deutschland',
      payment,
    },
    customerId: who.id,
    locale: 'de',
    expectedTotalCents: 3000,
    boxOfficeLapseMinutes: 30,
  })
  if (!placed.ok) throw new Error(placed.error)
  return placed.value
}

type Answer = {
  cart: { total_cents: number; lines: { quantity: number; held_until: string; live: boolean }[] } | null
  bank: { iban: string } | null
  box_office_hours: { weekday: number; from: string | null; to: string | null; closed: boolean }[]
  results: { number: string; payment_status: string; payment_due: string | null; cancellable: boolean }[]
}

async function ordersOf(token: string, cart?: string): Promise<Answer> {
  const cookie = [`payload-token=${token}`, ...(cart ? [`festival_cart=${cart}`] : [])].join('; ')
  const response = await getUserOrders(new Request('http://localhost/api/user-orders/', { headers: { cookie } }))
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

const cancel = (number: string, token: string, init: { csrf?: boolean } = {}) =>
  postCancel(unsafeRequest('/api/user-orders/cancel/', { number }, { cookies: [`payload-token=${token}`], csrf: init.csrf }))

describe('the account’s reservations (issue 46)', () => {
  it('shows the tickets this browser holds with their clock, and each unpaid reservation with what is owed, until when and how to pay', async () => {
    const rita = await customer('rita.res@example.org')
    const show = await performance()
    const byInvoice = await reservation(show, rita, 'invoice')
    const atBoxOffice = await reservation(show, rita, 'box_office')
    const cart = await hold(show, 3)

    const answer = await ordersOf(rita.token, cart)
    expect(answer.cart?.lines).toEqual([expect.objectContaining({ quantity: 3, live: true })])
    expect(answer.cart?.total_cents).toBe(4500)
    expect(new Date(answer.cart?.lines[0]?.held_until ?? 0).getTime()).toBeGreaterThan(Date.now())
    expect(answer.bank?.iban).toBe('DE89 3704 0044 0532 0130 00')
    expect(answer.box_office_hours).toEqual([
      { weekday: 2, from: '10:00', to: '18:00', closed: false },
      { weekday: 1, from: null, to: null, closed: true },
    ])
    const numbers = answer.results.map((order) => order.number)
    expect(numbers).toEqual(expect.arrayContaining([byInvoice.number, atBoxOffice.number]))
    for (const order of answer.results) {
      expect(order).toMatchObject({ payment_status: 'awaiting', cancellable: true })
      expect(order.payment_due).not.toBeNull()
    }
    // Without the cart's cookie, nothing is held for this browser.
    expect((await ordersOf(rita.token)).cart).toBeNull()
  })

  it('gives back an unpaid reservation: cancelled, its seats on sale at once; never someone else’s, a paid one or without CSRF', async () => {
    const rita = await customer('rita.cancel@example.org')
    const mallory = await customer('mallory.cancel@example.org')
    const show = await performance(4)
    const unpaid = await reservation(show, rita, 'box_office')
    const paid = await reservation(show, rita, 'invoice')
    await ticketingProvider(payload).recordPayment(paid.orderId)
    const taken = async () => (await ticketingProvider(payload).availability([show.event])).get(show.event)?.seatGroups[0]?.taken

    expect(await taken()).toBe(4)
    expect((await cancel(unpaid.number, mallory.token)).status).toBe(404)
    expect((await cancel(unpaid.number, rita.token, { csrf: false })).status).toBe(403)
    expect((await cancel(unpaid.number, '')).status).toBe(401)
    expect((await cancel(paid.number, rita.token)).status).toBe(409)
    expect(await taken()).toBe(4)

    const response = await cancel(unpaid.number, rita.token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, number: unpaid.number })
    expect(await taken()).toBe(2)
    const after = await ordersOf(rita.token)
    expect(after.results.find((order) => order.number === unpaid.number)).toMatchObject({ cancellable: false })
    const [stored] = (await payload.find({ collection: 'orders', where: { number: { equals: unpaid.number } }, overrideAccess: true })).docs
    expect(stored).toMatchObject({ status: 'cancelled', cancel_reason: 'customer' })
    // A second try hears that it is no longer open.
    expect((await cancel(unpaid.number, rita.token)).status).toBe(409)
  })
})
