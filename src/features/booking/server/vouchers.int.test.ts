import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postCheck } from '@/app/api/shop-vouchers/check/route'
import { POST as postBuy } from '@/app/api/shop-vouchers/route'
import { POST as postCheckout } from '@/app/api/shop-checkout/route'
import { sqlOf } from '@/lib/db/sql'

import { testPayload } from '../../../../tests/setup/payload'
import { testPerformance, type TestShow } from '../../../../tests/setup/performances'
import { unsafeRequest } from '../../../../tests/setup/requests'
import { VOUCHER_CODE_PATTERN } from '../domain/voucher'
import { ticketingProvider } from '../providers/registry'

vi.mock('next/cache', () => ({ unstable_cache: <F>(read: F) => read, revalidateTag: () => undefined, revalidatePath: () => undefined }))
const pending: Promise<unknown>[] = []
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}))

const context = { disableRevalidate: true }
const PASSWORD = 'Gutschein unterm Weihnachtsbaum 3'
const BANK = { account_holder: 'Festival gGmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Commerzbank' }
const BUYER = {
  first_name: 'Greta',
  last_name: 'Geschenk',
  email: 'greta.geschenk@example.org',
  street: 'Lindenallee 4',
  postal_code: '04109',
  city: 'Leipzig',
  country: 'Deutschland',
  payment: 'invoice',
  terms: true,
} as const
let payload: Payload
let shows = 0
let addresses = 0

beforeAll(async () => {
  payload = await testPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      bank_details: BANK,
      invoice_close_days: 0,
      vouchers: { amounts: [{ euros: 25 }, { euros: 50 }], free_min_euros: 10, free_max_euros: 200 },
    },
    overrideAccess: true,
    context,
  })
})
afterAll(async () => {
  while (pending.length > 0) await Promise.all(pending.splice(0))
})

/** A new client address per test, so the voucher limit of one test never stops another. */
const address = () => `203.0.113.${(++addresses % 250) + 1}`
const performance = (capacity = 20) =>
  testPerformance(payload, { jet: `V-${++shows}`, capacity, daysAhead: 10, prices: [{ saleType: 1, name: 'Vollpreis', cents: 2000 }] })

async function hold(show: TestShow, quantity: number): Promise<string> {
  const held = await ticketingProvider(payload).reserve({
    cartToken: null,
    eventJetId: show.jet,
    seatGroupId: show.group,
    blockId: null,
    lines: [{ saleTypeId: 1, quantity }],
  })
  if (!held.ok) throw new Error(held.error)
  return held.value.token
}

async function loggedIn(email: string): Promise<{ id: number; cookie: string }> {
  const created = await payload.create({
    collection: 'customers',
    data: { email, password: PASSWORD, first_name: 'Greta', last_name: 'Geschenk', _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: PASSWORD } })
  return { id: created.id, cookie: `payload-token=${token ?? ''}` }
}

type Bought = { number: string; order_url: string; pending: boolean }

const buy = (body: unknown, cookies: string[] = [], from = address()) =>
  postBuy(unsafeRequest('/api/shop-vouchers/', body, { cookies, address: from }))

/** Vouchers of `euros` bought by a logged-in customer and paid at the box office: usable. */
async function paidVoucher(euros: number, quantity = 1): Promise<string[]> {
  const email = `kauf-${euros}-${++addresses}@example.org`
  const customer = await loggedIn(email)
  const response = await buy({ amount_cents: euros * 100, quantity, buyer: { ...BUYER, email }, locale: 'de' }, [customer.cookie])
  expect(response.status).toBe(200)
  const { number } = (await response.json()) as Bought
  const order = (await payload.find({ collection: 'orders', where: { number: { equals: number } }, overrideAccess: true })).docs[0]
  expect(await ticketingProvider(payload).recordPayment(order?.id ?? 0)).toBe(true)
  const vouchers = await payload.find({ collection: 'vouchers', where: { order: { equals: order?.id } }, overrideAccess: true })
  return vouchers.docs.map((voucher) => voucher.code)
}

const check = (code: string, totalCents?: number, from = address()) =>
  postCheck(unsafeRequest('/api/shop-vouchers/check/', { code, total_cents: totalCents, locale: 'en' }, { address: from }))

async function balanceOf(code: string): Promise<number> {
  return (await ticketingProvider(payload).voucher(code))?.balanceCents ?? -1
}

function checkout(
  cartToken: string,
  totalCents: number,
  voucher: { code: string; cents: number } | null,
  customerId: number | null = null,
  email: string = BUYER.email,
) {
  return ticketingProvider(payload).checkout({
    cartToken,
    buyer: { ...BUYER, email, payment: 'box_office' },
    customerId,
    locale: 'de',
    expectedTotalCents: totalCents,
    boxOfficeLapseMinutes: 30,
    voucher,
  })
}

describe('gift vouchers (issue 46)', () => {
  it('sells the offered amounts as an order of their own, one unguessable code each, valid to the end of the third year', async () => {
    const customer = await loggedIn('greta.kauf@example.org')
    const response = await buy({ amount_cents: 5000, quantity: 2, buyer: BUYER, locale: 'de' }, [customer.cookie])
    expect(response.status).toBe(200)
    const bought = (await response.json()) as Bought
    expect(bought.pending).toBe(false)
    const order = await ticketingProvider(payload).getOrder(bought.number, bought.order_url.split('/').at(-1) ?? '', 'de')
    expect(order).toMatchObject({ totalCents: 10_000, voucherCents: 0, paymentStatus: 'awaiting', status: 'confirmed' })
    expect(order?.lines).toEqual([expect.objectContaining({ kind: 'voucher', title: 'Geschenkgutschein', quantity: 2, unitCents: 5000 })])
    expect(order?.vouchers).toHaveLength(2)
    for (const voucher of order?.vouchers ?? []) {
      expect(voucher.code).toMatch(VOUCHER_CODE_PATTERN)
      expect(voucher).toMatchObject({ initialCents: 5000, balanceCents: 5000, state: 'unpaid' })
      expect(voucher.expiresAt.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 3)
    }
    // Unpaid, a code pays nothing yet.
    const code = order?.vouchers[0]?.code ?? ''
    const refused = await check(code, 3000)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      error: 'voucher_unpaid',
      message: 'This voucher is not paid yet and can be redeemed only once it is.',
    })
  })

  it('refuses amounts the back office does not offer and keeps a guest’s order waiting for the e-mail address', async () => {
    const outside = await buy({ amount_cents: 25_000, quantity: 1, buyer: BUYER })
    expect(outside.status).toBe(400)
    expect(await outside.json()).toMatchObject({ fields: { amount: 'voucherAmountRange' } })
    const cents = await buy({ amount_cents: 1250, quantity: 1, buyer: BUYER })
    expect(cents.status).toBe(400)
    expect(await buy({ amount_cents: 2500, quantity: 11, buyer: BUYER })).toHaveProperty('status', 400)
    const free = await buy({ amount_cents: 1200, quantity: 1, buyer: BUYER, locale: 'en' })
    expect(free.status).toBe(200)
    const bought = (await free.json()) as Bought
    expect(bought.pending).toBe(true)
    const order = await ticketingProvider(payload).getOrder(bought.number, bought.order_url.split('/').at(-1) ?? '', 'en')
    expect(order?.lines[0]).toMatchObject({ title: 'Gift voucher', unitCents: 1200 })
    expect(order?.vouchers[0]?.state).toBe('unpaid')
  })

  it('pays part of an order; the remainder stays on the code and pays the next one', async () => {
    const [code = ''] = await paidVoucher(50)
    const answer = await check(code.toLowerCase().replace(/-/g, ' '), 4000)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ code, balance_cents: 5000, covers_cents: 4000 })

    const first = await checkout(await hold(await performance(), 2), 4000, { code, cents: 4000 })
    expect(first.ok).toBe(true)
    expect(await balanceOf(code)).toBe(1000)
    const second = await checkout(await hold(await performance(), 1), 2000, { code, cents: 1000 })
    expect(second.ok).toBe(true)
    expect(await balanceOf(code)).toBe(0)
    if (!second.ok) return
    const order = await ticketingProvider(payload).getOrder(second.value.number, second.value.accessKey, 'de')
    expect(order).toMatchObject({ totalCents: 2000, voucherCents: 1000, paymentStatus: 'awaiting' })
    expect((await ticketingProvider(payload).voucher(code))?.state).toBe('spent')
    const movements = await payload.find({
      collection: 'voucher-movements',
      where: { 'voucher.code': { equals: code } },
      overrideAccess: true,
    })
    expect(movements.docs.map((movement) => movement.amount_cents).sort()).toEqual([-1000, -4000])
  })

  it('is never spent twice by checkouts at the same moment: one pays, the other hears the balance changed', async () => {
    const [code = ''] = await paidVoucher(50)
    const show = await performance()
    const carts = await Promise.all([hold(show, 2), hold(show, 2), hold(show, 2)])
    // Three buyers (their own locks never wait for each other), one code.
    const results = await Promise.all(
      carts.map((cart, index) => checkout(cart, 4000, { code, cents: 4000 }, null, `race-${index}@example.org`)),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok).map((result) => (result.ok ? null : result.error))).toEqual([
      'voucher_changed',
      'voucher_changed',
    ])
    expect(await balanceOf(code)).toBe(1000)
    const [sum] = await sqlOf(payload).query(
      `SELECT SUM("m"."amount_cents") AS "sum" FROM "voucher_movements" "m" JOIN "vouchers" "v" ON "v"."id" = "m"."voucher_id" WHERE "v"."code" = '${code}'`,
    )
    expect(Number(sum?.sum)).toBe(-4000)
  })

  it('pays a whole order, which is then paid; a cancelled order gives its voucher amount back once', async () => {
    const [code = ''] = await paidVoucher(50)
    const placed = await checkout(await hold(await performance(), 2), 4000, { code, cents: 4000 })
    if (!placed.ok) throw new Error(placed.error)
    const order = await ticketingProvider(payload).getOrder(placed.value.number, placed.value.accessKey, 'de')
    expect(order).toMatchObject({ voucherCents: 4000, paymentStatus: 'paid' })
    expect(await balanceOf(code)).toBe(1000)
    expect(await ticketingProvider(payload).cancelOrder(order?.id ?? 0)).not.toBeNull()
    expect(await balanceOf(code)).toBe(5000)
    expect(await ticketingProvider(payload).cancelOrder(order?.id ?? 0)).toBeNull()
    expect(await balanceOf(code)).toBe(5000)
  })

  it('pays nothing once expired, and a checkout told another amount than it pays is refused', async () => {
    const [code = '', other = ''] = await paidVoucher(25, 2)
    const cart = await hold(await performance(), 1)
    const wrong = await postCheckout(
      unsafeRequest(
        '/api/shop-checkout/',
        { buyer: { ...BUYER, payment: 'box_office' }, expected_total_cents: 2000, voucher_code: other, voucher_cents: 1500 },
        { cookies: [`festival_cart=${cart}`], address: address() },
      ),
    )
    expect(wrong.status).toBe(409)
    expect(await wrong.json()).toMatchObject({ error: 'voucher_changed' })
    expect(await balanceOf(other)).toBe(2500)

    await sqlOf(payload).query(`UPDATE "vouchers" SET "expires_at" = '2020-01-01T00:00:00.000Z' WHERE "code" = '${code}'`)
    const expired = await check(code, 2000)
    expect(expired.status).toBe(409)
    expect(await expired.json()).toMatchObject({ error: 'voucher_expired' })
    expect(await checkout(cart, 2000, { code, cents: 2000 })).toEqual({ ok: false, error: 'voucher_changed' })
    expect(await balanceOf(code)).toBe(2500)
  })

  it('is redeemed at the box office for an unpaid order: part, then the rest, and the order is paid', async () => {
    const [small = '', large = ''] = [...(await paidVoucher(10)), ...(await paidVoucher(50))]
    // A customer's order stands at once (a guest's waits for the e-mail address first).
    const customer = await loggedIn('kasse.gutschein@example.org')
    const placed = await checkout(await hold(await performance(), 2), 4000, null, customer.id)
    if (!placed.ok) throw new Error(placed.error)
    const provider = ticketingProvider(payload)
    expect(await provider.redeemVoucher(placed.value.orderId, small)).toEqual({
      ok: true,
      value: { coveredCents: 1000, paid: false, leftCents: 0 },
    })
    expect(await provider.redeemVoucher(placed.value.orderId, small)).toEqual({ ok: false, error: 'voucher_spent' })
    expect(await provider.redeemVoucher(placed.value.orderId, large)).toEqual({
      ok: true,
      value: { coveredCents: 3000, paid: true, leftCents: 2000 },
    })
    const order = await provider.getOrder(placed.value.number, placed.value.accessKey, 'de')
    expect(order).toMatchObject({ voucherCents: 4000, paymentStatus: 'paid' })
    expect(await provider.redeemVoucher(placed.value.orderId, large)).toEqual({ ok: false, error: 'order_changed' })
    expect(await provider.redeemVoucher(placed.value.orderId, 'NOPE-NOPE-NOPE-NOPE')).toEqual({ ok: false, error: 'unknown_voucher' })
  })

  it('limits the codes one address may try, in the visitor’s language', async () => {
    const from = address()
    const answers: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) answers.push((await check('ABCD-EFGH-JKMN-PQRS', 1000, from)).status)
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404))
    expect(answers[10]).toBe(429)
    const unknown = await check('ABCD-EFGH-JKMN-PQRT', 1000)
    expect(await unknown.json()).toMatchObject({
      error: 'unknown_voucher',
      message: 'We do not know this voucher code. Please check how it is spelled.',
    })
  })
})
