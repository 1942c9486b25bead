import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postCheckout } from '@/app/api/shop-checkout/route'

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

const PASSWORD = 'Abgesagt wegen Sturm 2026'
let payload: Payload
let shows = 0
let people = 0

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  while (pending.length > 0) await Promise.all(pending.splice(0))
})

/** Clara's details at checkout, with the address given and the way to pay. */
const claraBuys = (email: string, payment: 'box_office' | 'invoice') =>
  ({
    first_name: 'Clara',
    last_name: 'Credit',
    email,
    street: 'Weg 2',
    postal_code: '04109',
    city: 'Leipzig',
    country: 'DE',
    payment,
  }) as const

const performance = () =>
  testPerformance(payload, { jet: `C-${++shows}`, capacity: 20, daysAhead: 8, prices: [{ saleType: 1, name: 'Vollpreis', cents: 2000 }] })

async function customer(): Promise<{ id: number; email: string; cookie: string }> {
  const email = `guthaben.${++people}@example.org`
  const created = await payload.create({
    collection: 'customers',
    data: { email, password: PASSWORD, first_name: 'Clara', last_name: 'Credit', _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: PASSWORD } })
  return { id: created.id, email, cookie: `payload-token=${token ?? ''}` }
}

async function hold(shows: readonly TestShow[], quantity: number): Promise<string> {
  let cartToken: string | null = null
  for (const show of shows) {
    const held = await ticketingProvider(payload).reserve({
      cartToken,
      eventJetId: show.jet,
      seatGroupId: show.group,
      blockId: null,
      lines: [{ saleTypeId: 1, quantity }],
    })
    if (!held.ok) throw new Error(held.error)
    cartToken = held.value.token
  }
  return cartToken ?? ''
}

/** An order of `quantity` tickets of each show, by a customer (null: a guest), paid at the box office when `paid`. */
async function order(
  shows: readonly TestShow[],
  quantity: number,
  buyer: { id: number | null; email: string },
  paid: boolean,
  creditCents = 0,
) {
  const provider = ticketingProvider(payload)
  const placed = await provider.checkout({
    cartToken: await hold(shows, quantity),
    buyer: claraBuys(buyer.email, 'box_office'),
    customerId: buyer.id,
    locale: 'de',
    expectedTotalCents: shows.length * quantity * 2000,
    boxOfficeLapseMinutes: 30,
    creditCents,
  })
  if (!placed.ok) throw new Error(placed.error)
  if (buyer.id === null) await provider.confirmOrder(placed.value.confirmToken ?? '')
  if (paid) expect(await provider.recordPayment(placed.value.orderId)).toBe(true)
  return placed.value
}

const view = (placed: { number: string; accessKey: string }) => ticketingProvider(payload).getOrder(placed.number, placed.accessKey, 'de')
const refundsOf = async (orderId: number) =>
  (await payload.find({ collection: 'refunds', where: { order: { equals: orderId } }, overrideAccess: true })).docs

describe('a performance the festival cancels (issue 46)', () => {
  it('refunds a customer’s paid order onto the account credit, once, and closes the sale', async () => {
    const clara = await customer()
    const show = await performance()
    const paid = await order([show], 2, clara, true)
    const provider = ticketingProvider(payload)

    expect(await provider.cancelPerformance(show.event, 'credit')).toEqual({
      orders: 1,
      creditCents: 4000,
      bankCents: 0,
      settled: [{ orderId: paid.orderId, refundCents: 4000, refundedAs: 'credit', wholeOrder: true, addressConfirmed: true }],
    })
    expect(await view(paid)).toMatchObject({ status: 'cancelled', cancelReason: 'performance_cancelled' })
    expect((await view(paid))?.tickets.every((ticket) => ticket.status === 'cancelled')).toBe(true)
    expect(await provider.customerCredit(clara.id)).toMatchObject({
      balanceCents: 4000,
      movements: [expect.objectContaining({ amountCents: 4000, kind: 'refund', orderNumber: paid.number })],
    })
    expect(await refundsOf(paid.orderId)).toEqual([expect.objectContaining({ amount_cents: 4000, method: 'credit', status: 'done' })])
    // A second run settles nothing again; the performance is no longer on sale.
    expect(await provider.cancelPerformance(show.event, 'credit')).toEqual({ orders: 0, creditCents: 0, bankCents: 0, settled: [] })
    expect((await provider.customerCredit(clara.id)).balanceCents).toBe(4000)
    const again = await provider.reserve({
      cartToken: null,
      eventJetId: show.jet,
      seatGroupId: show.group,
      blockId: null,
      lines: [{ saleTypeId: 1, quantity: 1 }],
    })
    expect(again).toEqual({ ok: false, error: 'not_on_sale' })
  })

  it('leaves a guest’s refund open for a bank transfer, drops an unpaid order, and keeps the other performances of an order', async () => {
    const provider = ticketingProvider(payload)
    const [cancelled, other] = [await performance(), await performance()]
    const guest = await order([cancelled], 1, { id: null, email: 'gast.erstattung@example.org' }, true)
    const unpaid = await order([cancelled], 1, { id: null, email: 'gast.offen@example.org' }, false)
    const clara = await customer()
    const mixedPaid = await order([cancelled, other], 1, clara, true)
    const mixedUnpaid = await order([cancelled, other], 1, { id: null, email: 'gast.gemischt@example.org' }, false)
    // A guest who never confirmed the address: the order is settled, but nobody is written to.
    const unconfirmed = await provider.checkout({
      cartToken: await hold([cancelled], 1),
      buyer: claraBuys('gast.unbestaetigt@example.org', 'box_office'),
      customerId: null,
      locale: 'de',
      expectedTotalCents: 2000,
      boxOfficeLapseMinutes: 30,
    })
    if (!unconfirmed.ok) throw new Error(unconfirmed.error)

    const result = await provider.cancelPerformance(cancelled.event, 'credit')
    expect(result).toMatchObject({ orders: 5, creditCents: 2000, bankCents: 2000 })
    // What each buyer's mail says: refunded by transfer (a guest), nothing owed any more, credit, and a smaller bill.
    expect(result.settled).toEqual(
      expect.arrayContaining([
        { orderId: guest.orderId, refundCents: 2000, refundedAs: 'bank', wholeOrder: true, addressConfirmed: true },
        { orderId: unpaid.orderId, refundCents: 0, refundedAs: null, wholeOrder: true, addressConfirmed: true },
        { orderId: mixedPaid.orderId, refundCents: 2000, refundedAs: 'credit', wholeOrder: false, addressConfirmed: true },
        { orderId: mixedUnpaid.orderId, refundCents: 0, refundedAs: null, wholeOrder: false, addressConfirmed: true },
        { orderId: unconfirmed.value.orderId, refundCents: 0, refundedAs: null, wholeOrder: true, addressConfirmed: false },
      ]),
    )
    const [bank] = await refundsOf(guest.orderId)
    expect(bank).toMatchObject({ amount_cents: 2000, method: 'bank', status: 'open' })
    expect(await view(unpaid)).toMatchObject({ status: 'cancelled', cancelReason: 'performance_cancelled' })
    expect(await refundsOf(unpaid.orderId)).toEqual([])
    // The other performance stands; the paid order is refunded its tickets of the cancelled one.
    const paidAfter = await view(mixedPaid)
    expect(paidAfter?.status).toBe('confirmed')
    expect(paidAfter?.tickets.map((ticket) => [ticket.eventId, ticket.status])).toEqual(
      expect.arrayContaining([
        [cancelled.event, 'cancelled'],
        [other.event, 'valid'],
      ]),
    )
    expect((await provider.customerCredit(clara.id)).balanceCents).toBe(2000)
    // The unpaid one owes only the other performance now.
    expect(await view(mixedUnpaid)).toMatchObject({ status: 'confirmed', totalCents: 2000, paymentStatus: 'awaiting' })

    expect(await provider.markRefundDone(bank?.id ?? 0)).toBe(true)
    expect(await provider.markRefundDone(bank?.id ?? 0)).toBe(false)
  })
})

describe('account credit at checkout (issue 46)', () => {
  it('pays part of the next order when the customer chooses, never twice at once, and comes back when that order is cancelled', async () => {
    const provider = ticketingProvider(payload)
    const clara = await customer()
    const refunded = await performance()
    await order([refunded], 2, clara, true)
    await provider.cancelPerformance(refunded.event, 'credit')
    expect((await provider.customerCredit(clara.id)).balanceCents).toBe(4000)

    // Two checkouts at once, each told it may spend all 40 €: one does, the other hears the credit changed.
    const show = await performance()
    const carts = await Promise.all([hold([show], 2), hold([show], 2)])
    const results = await Promise.all(
      carts.map((cartToken) =>
        provider.checkout({
          cartToken,
          buyer: claraBuys(clara.email, 'invoice'),
          customerId: clara.id,
          locale: 'de',
          expectedTotalCents: 4000,
          boxOfficeLapseMinutes: 30,
          creditCents: 4000,
        }),
      ),
    )
    const placed = results.find((result) => result.ok)
    expect(results.map((result) => (result.ok ? 'ok' : result.error)).sort()).toEqual(['credit_changed', 'ok'])
    if (!placed?.ok) return
    expect(await view(placed.value)).toMatchObject({ creditCents: 4000, paymentStatus: 'paid' })
    expect((await provider.customerCredit(clara.id)).balanceCents).toBe(0)

    expect(await provider.cancelOrder(placed.value.orderId)).not.toBeNull()
    const credit = await provider.customerCredit(clara.id)
    expect(credit.balanceCents).toBe(4000)
    expect(credit.movements.map((movement) => [movement.kind, movement.amountCents])).toEqual([
      ['returned', 4000],
      ['spent', -4000],
      ['refund', 4000],
    ])
  })

  it('is paid out by transfer when the customer asks, whole and once, even beside a checkout spending it at the same moment', async () => {
    const provider = ticketingProvider(payload)
    const clara = await customer()
    const refunded = await performance()
    await order([refunded], 2, clara, true)
    await provider.cancelPerformance(refunded.event, 'credit')
    const show = await performance()
    const cartToken = await hold([show], 1)
    const [paidOut, spent] = await Promise.all([
      provider.payOutCredit(clara.id),
      provider.checkout({
        cartToken,
        buyer: claraBuys(clara.email, 'invoice'),
        customerId: clara.id,
        locale: 'de',
        expectedTotalCents: 2000,
        boxOfficeLapseMinutes: 30,
        creditCents: 2000,
      }),
    ])
    // Either the payout came first (all 40 € out, the checkout hears the credit changed) or the checkout (20 € spent, 20 € out).
    if (spent.ok) expect(paidOut).toBe(2000)
    else expect([paidOut, spent.error]).toEqual([4000, 'credit_changed'])
    const credit = await provider.customerCredit(clara.id)
    expect(credit.balanceCents).toBe(0)
    expect(credit.movements[0]).toMatchObject({ kind: 'payout', amountCents: -paidOut, orderNumber: null })
    expect(credit.payouts).toEqual([expect.objectContaining({ amountCents: paidOut, transferred: false, transferredAt: null })])
    // Nothing left: a second payout pays nothing; the box office records the transfer once.
    expect(await provider.payOutCredit(clara.id)).toBe(0)
    const open = await payload.find({ collection: 'refunds', where: { customer: { equals: clara.id } }, overrideAccess: true })
    expect(open.docs).toEqual([expect.objectContaining({ amount_cents: paidOut, method: 'bank', status: 'open', order: null })])
    expect(await provider.markRefundDone(open.docs[0]?.id ?? 0)).toBe(true)
    expect((await provider.customerCredit(clara.id)).payouts[0]).toMatchObject({ transferred: true })
  })

  it('refuses credit a guest does not have and an amount other than the balance pays', async () => {
    const clara = await customer()
    const show = await performance()
    const cartToken = await hold([show], 1)
    const body = {
      buyer: { ...claraBuys(clara.email, 'box_office'), terms: true },
      expected_total_cents: 2000,
      credit_cents: 1000,
    }
    const asGuest = await postCheckout(unsafeRequest('/api/shop-checkout/', body, { cookies: [`festival_cart=${cartToken}`] }))
    expect(asGuest.status).toBe(401)
    const noCredit = await postCheckout(
      unsafeRequest('/api/shop-checkout/', body, { cookies: [`festival_cart=${cartToken}`, clara.cookie] }),
    )
    expect(noCredit.status).toBe(409)
    expect(await noCredit.json()).toMatchObject({ error: 'credit_changed' })
  })
})

describe('vouchers and credit when an order changes (issue 46, review)', () => {
  /** Vouchers of `cents` bought by a customer: the order, unpaid. */
  async function vouchers(cents: number) {
    const giver = await customer()
    const sold = await ticketingProvider(payload).sellVouchers({
      amountCents: cents,
      quantity: 1,
      buyer: claraBuys(giver.email, 'box_office'),
      customerId: giver.id,
      locale: 'de',
      lineTitle: 'Geschenkgutschein',
      paymentDue: new Date(Date.now() + 86_400_000),
    })
    if (!sold.ok) throw new Error(sold.error)
    return sold.value
  }

  /** A paid voucher of `cents` (its own order recorded paid). */
  async function paidVoucher(cents: number): Promise<string> {
    const sold = await vouchers(cents)
    await ticketingProvider(payload).recordPayment(sold.orderId)
    return (await view(sold))?.vouchers[0]?.code ?? ''
  }

  async function withCredit(cents: number) {
    const clara = await customer()
    const refunded = await performance()
    await order([refunded], cents / 2000, clara, true)
    await ticketingProvider(payload).cancelPerformance(refunded.event, 'credit')
    return clara
  }

  it('takes at the counter only what credit left owing', async () => {
    const provider = ticketingProvider(payload)
    const clara = await withCredit(2000)
    const placed = await order([await performance()], 2, clara, false, 2000)
    const code = await paidVoucher(5000)
    // A voucher never pays for vouchers (an expiring one would be renewed).
    expect(await provider.redeemVoucher((await vouchers(2500)).orderId, code)).toEqual({ ok: false, error: 'not_for_vouchers' })
    expect(await provider.redeemVoucher(placed.orderId, code)).toEqual({
      ok: true,
      value: { coveredCents: 2000, paid: true, leftCents: 3000 },
    })
    expect(await view(placed)).toMatchObject({
      totalCents: 4000,
      creditCents: 2000,
      voucherCents: 2000,
      owedCents: 0,
      paymentStatus: 'paid',
    })
  })

  it('gives credit back once when one performance of an order is cancelled and then the order', async () => {
    const provider = ticketingProvider(payload)
    const clara = await withCredit(4000)
    const [cancelled, other] = [await performance(), await performance()]
    // 40 € for two performances, paid wholly by credit.
    const placed = await order([cancelled, other], 1, clara, false, 4000)
    expect(await view(placed)).toMatchObject({ paymentStatus: 'paid', creditCents: 4000 })
    expect((await provider.customerCredit(clara.id)).balanceCents).toBe(0)

    expect(await provider.cancelPerformance(cancelled.event, 'credit')).toMatchObject({ orders: 1, creditCents: 0, bankCents: 0 })
    expect(await view(placed)).toMatchObject({ status: 'confirmed', totalCents: 2000, creditCents: 2000, paymentStatus: 'paid' })
    expect((await provider.customerCredit(clara.id)).balanceCents).toBe(2000)
    expect(await provider.cancelOrder(placed.orderId)).not.toBeNull()
    expect((await provider.customerCredit(clara.id)).balanceCents).toBe(4000)
  })

  it('records an unpaid order paid once credit covers what is left of it', async () => {
    const provider = ticketingProvider(payload)
    const clara = await withCredit(2000)
    const [cancelled, other] = [await performance(), await performance()]
    const placed = await order([cancelled, other], 1, clara, false, 2000)
    expect(await view(placed)).toMatchObject({ paymentStatus: 'awaiting', owedCents: 2000 })
    await provider.cancelPerformance(cancelled.event, 'bank')
    expect(await view(placed)).toMatchObject({ totalCents: 2000, creditCents: 2000, owedCents: 0, paymentStatus: 'paid' })
    expect(await refundsOf(placed.orderId)).toEqual([])
  })
})
