import { PDFDocument } from 'pdf-lib'
import type { CollectionConfig, Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postEntry } from '@/app/(frontend)/[locale]/api/forms-entries/route'
import { POST as postDeleteAccount } from '@/app/api/user-account/delete/route'
import { GET as getUserData } from '@/app/api/user-data/route'
import { GET as getPrivacyExport } from '@/app/api/privacy-requests/export/route'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { rotateCalendarToken } from '@/features/programme/server/favourites'
import { bind, readRows, sqlOf, stmt } from '@/lib/db/sql'

import { testPayload } from '../../../../tests/setup/payload'
import { unsafeRequest } from '../../../../tests/setup/requests'
import { smtpPort, startSmtp } from '../../../../tests/setup/smtp'
import { testPerformance, type TestShow } from '../../../../tests/setup/performances'
import { staffToken } from '../../../../tests/setup/staff'
import { erasePersonalData } from './erase'
import { purgeExpiredPersonalData } from './retention'

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
const DAY = 86_400_000
const PASSWORD = 'Trommelwirbel im Spiegelzelt 7'
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
let formId: number
let shows = 0

beforeAll(async () => {
  smtp = await startSmtp(smtpPort())
  payload = await testPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      invoice_close_days: 0,
      bank_details: { account_holder: 'Festival gGmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Commerzbank' },
    },
    overrideAccess: true,
    context,
  })
  formId = (
    await payload.create({
      collection: 'forms',
      locale: 'de',
      data: {
        title: 'Bewerbung',
        is_online: true,
        fields: [
          { label: 'Name', slug: 'name', field_type: '1', required: true },
          { label: 'E-Mail', slug: 'email', field_type: '3', required: true },
        ],
      },
      overrideAccess: true,
      context,
    })
  ).id
})
afterAll(async () => {
  while (pending.length > 0) await Promise.all(pending.splice(0))
  await smtp.close()
})

function performance(daysAhead = 3, capacity = 20): Promise<TestShow> {
  return testPerformance(payload, { jet: `P-${++shows}`, capacity, daysAhead })
}

async function customer(email: string) {
  const created = await payload.create({
    collection: 'customers',
    data: { email, password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace', _verified: true, preferred_locale: 'de' },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: PASSWORD } })
  return { id: created.id, email, token: token ?? '' }
}

/** An order of one ticket, placed by the account (customerId) or as a guest with the address, paid or not. */
async function order(show: TestShow, buyer: { email: string; customerId: number | null; payment: 'invoice' | 'box_office' }) {
  const provider = ticketingProvider(payload)
  const held = await provider.reserve({
    cartToken: null,
    eventJetId: show.jet,
    seatGroupId: show.group,
    blockId: null,
    lines: [{ saleTypeId: 1, quantity: 1 }],
  })
  if (!held.ok) throw new Error(held.error)
  const placed = await provider.checkout({
    cartToken: held.value.token,
    buyer: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: buyer.email,
      street: 'Hauptstraße 1',
      postal_code: '10115',
      city: 'Berlin',
      country: 'Deutschland',
      payment: buyer.payment,
    },
    customerId: buyer.customerId,
    locale: 'de',
    expectedTotalCents: 1500,
    boxOfficeLapseMinutes: 30,
  })
  if (!placed.ok) throw new Error(placed.error)
  return placed.value
}

async function cv(): Promise<number> {
  const doc = await PDFDocument.create()
  doc.addPage()
  const data = Buffer.from(await doc.save())
  const file = await payload.create({
    collection: 'temp-files',
    data: { expires_at: new Date(Date.now() + DAY).toISOString(), used: true },
    file: { data, mimetype: 'application/pdf', name: 'lebenslauf.pdf', size: data.length },
    overrideAccess: true,
  })
  return file.id
}

async function waitingListEntry(show: TestShow, email: string): Promise<number> {
  const { buyerDigest } = await import('@/cms/rules/buyer')
  const entry = await payload.create({
    collection: 'waiting-list',
    data: {
      event: show.event,
      seat_group: show.group,
      email,
      email_key: buyerDigest(email),
      quantity: 2,
      lines: [{ sale_type_id: 1, quantity: 2 }],
      locale: 'de',
      status: 'waiting',
    },
    overrideAccess: true,
  })
  return entry.id
}

const asCustomer = (token: string, query = '') =>
  getUserData(new Request(`http://localhost/api/user-data/${query}`, { headers: { cookie: `payload-token=${token}` } }))

/** Every field of a collection, through rows, groups, tabs and arrays. */
function fieldsOf(fields: readonly Field[]): Field[] {
  return fields.flatMap((field) => {
    const inner = 'fields' in field ? fieldsOf(field.fields) : 'tabs' in field ? field.tabs.flatMap((tab) => fieldsOf(tab.fields)) : []
    return [field, ...inner]
  })
}

/** Whether a collection stores a visitor: a reference to a customer, or an e-mail address a visitor gave. */
function storesVisitor(collection: CollectionConfig): boolean {
  if (collection.slug === 'customers') return true
  return fieldsOf(collection.fields).some(
    (field) =>
      ((field.type === 'relationship' || field.type === 'upload') &&
        (Array.isArray(field.relationTo) ? field.relationTo.includes('customers') : field.relationTo === 'customers')) ||
      field.type === 'email',
  )
}

/** Where the export shows each collection that stores a visitor (an order's cart, holds and tickets are parts of it). */
const EXPORTED_IN: Record<string, string> = {
  customers: 'account',
  orders: 'orders',
  tickets: 'orders',
  reservations: 'orders',
  carts: 'orders',
  vouchers: 'orders',
  'credit-movements': 'credit',
  refunds: 'credit',
  'form-entries': 'form_entries',
  'waiting-list': 'waiting_list',
}
/** Collections with an e-mail field that hold no visitor's data, and why. */
const NOT_A_VISITOR: Record<string, string> = {
  users: 'staff accounts of the back office',
  forms: 'the festival office’s own address its entries are sent to',
  people: 'the contact addresses of the team and artists the festival publishes',
  'payload-locked-documents': 'the admin’s editing locks: customers never reach the admin',
  'payload-preferences': 'the admin’s own view preferences: customers never reach the admin',
}

describe('GET /api/user-data/ (DSGVO Art. 15 and 20)', () => {
  it('hands out everything the site holds about an account, with a section for every collection that stores a visitor', async () => {
    const ada = await customer('ada.export@example.org')
    const show = await performance()
    await payload.update({ collection: 'customers', id: ada.id, data: { favourites: [show.event] }, overrideAccess: true, context })
    await rotateCalendarToken(payload, ada.id)
    const own = await order(show, { email: ada.email, customerId: ada.id, payment: 'invoice' })
    // A guest order with the same address, however spelt: the account proved the address.
    const guest = await order(show, { email: 'Ada.Export@Example.org', customerId: null, payment: 'box_office' })
    await waitingListEntry(show, 'ada.export@example.org')
    // A gift voucher bought with the account (issue 46).
    const gift = await ticketingProvider(payload).sellVouchers({
      amountCents: 2500,
      quantity: 1,
      buyer: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: ada.email,
        street: 'Weg 1',
        postal_code: '10115',
        city: 'Berlin',
        country: 'DE',
        payment: 'invoice',
      },
      customerId: ada.id,
      locale: 'de',
      lineTitle: 'Geschenkgutschein',
      paymentDue: new Date(Date.now() + 14 * 86_400_000),
    })
    if (!gift.ok) throw new Error(gift.error)
    // Credit: a paid order of a performance the festival cancelled, refunded onto the account.
    const cancelledShow = await performance()
    const refunded = await order(cancelledShow, { email: ada.email, customerId: ada.id, payment: 'invoice' })
    await ticketingProvider(payload).recordPayment(refunded.orderId)
    await ticketingProvider(payload).cancelPerformance(cancelledShow.event, 'credit')
    // Ada asked for the money: the box office pays the credit out by transfer.
    expect(await ticketingProvider(payload).payOutCredit(ada.id)).toBe(1500)
    // Sent while logged in, and sent logged out naming the address.
    const sent = await postEntry(
      unsafeRequest(
        '/de/api/forms-entries/',
        { form: formId, field_values: { name: 'Ada', email: 'ada@elsewhere.example' } },
        {
          cookies: [`payload-token=${ada.token}`],
        },
      ),
      { params: Promise.resolve({ locale: 'de' }) },
    )
    expect(sent.status).toBe(201)
    await payload.create({
      collection: 'form-entries',
      data: { form: formId, field_values: { name: 'A. L.', email: 'ADA.EXPORT@example.org' }, files: [await cv()], locale: 'en' },
      overrideAccess: true,
    })
    // Someone else's data never appears: another account, an address that only contains Ada's, a
    // message that quotes it, and a '+' address (a mailbox of its own on many hosts).
    const bob = await customer('bob.export@example.org')
    await order(show, { email: bob.email, customerId: bob.id, payment: 'invoice' })
    await order(show, { email: 'ada.export+tickets@example.org', customerId: null, payment: 'box_office' })
    for (const values of [
      { name: 'Hanna', email: 'hanna.ada.export@example.org' },
      { name: 'Bea', email: 'bea@example.org', message: 'Bitte an ada.export@example.org weiterleiten' },
    ])
      await payload.create({ collection: 'form-entries', data: { form: formId, field_values: values }, overrideAccess: true })

    const response = await asCustomer(ada.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const data = (await response.json()) as Record<string, unknown> & {
      account: { email: string; first_name: string; email_confirmed: boolean }
      favourites: { event: string }[]
      calendar_subscription: { url: string } | null
      orders: { number: string; buyer: { email: string }; tickets: { code: string }[]; vouchers: { value_cents: number }[] }[]
      credit: { balance_cents: number; movements: unknown[]; payouts: unknown[] } | null
      waiting_list: { email: string; tickets: number }[]
      form_entries: { form: string; values: Record<string, string>; files: string[] }[]
    }
    expect(data.account).toMatchObject({ email: 'ada.export@example.org', first_name: 'Ada', email_confirmed: true })
    expect(data.favourites).toEqual([expect.objectContaining({ event: `Vorstellung ${show.jet}` })])
    expect(data.calendar_subscription?.url).toMatch(/\/api\/favourites\/calendar\/[A-Za-z0-9_-]+/)
    expect(data.orders.map((entry) => entry.number).sort()).toEqual([own.number, guest.number, gift.value.number, refunded.number].sort())
    expect(data.credit).toEqual({
      balance_cents: 0,
      movements: [
        expect.objectContaining({ amount_cents: -1500, kind: 'payout', order: null }),
        expect.objectContaining({ amount_cents: 1500, kind: 'refund', order: refunded.number }),
      ],
      payouts: [expect.objectContaining({ amount_cents: 1500, transferred: false })],
    })
    // The account's order has its ticket; the guest's waits for its address to be confirmed (tickets come then).
    expect(data.orders.find((entry) => entry.number === own.number)?.tickets).toHaveLength(1)
    expect(data.orders.find((entry) => entry.number === gift.value.number)?.vouchers).toEqual([
      expect.objectContaining({ value_cents: 2500, balance_cents: 2500, state: 'unpaid' }),
    ])
    expect(data.waiting_list).toEqual([expect.objectContaining({ email: 'ada.export@example.org', tickets: 2 })])
    expect(data.form_entries).toHaveLength(2)
    expect(data.form_entries[1]).toMatchObject({ form: 'Bewerbung', files: [expect.stringMatching(/^lebenslauf.*\.pdf$/)] })
    for (const stranger of ['bob.export', 'ada.export+tickets', 'hanna.ada', 'bea@']) expect(JSON.stringify(data)).not.toContain(stranger)

    // Completeness: every collection that stores a customer or a visitor's address has its section, filled here.
    const visitorCollections = payload.config.collections.filter(storesVisitor).map((collection) => collection.slug)
    for (const slug of visitorCollections) {
      if (NOT_A_VISITOR[slug]) continue
      const section = EXPORTED_IN[slug]
      expect(section, `${slug} stores a visitor but the export has no section for it`).toBeDefined()
      const value = data[section ?? '']
      expect(Array.isArray(value) ? value.length : value ? 1 : 0, `${slug}: its section ${section} is empty`).toBeGreaterThan(0)
    }
  })

  it('answers a file to keep with download=1, 401 without a session and 400 for a malformed query', async () => {
    const ada = await customer('ada.file@example.org')
    const file = await asCustomer(ada.token, '?download=1')
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="festival-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect((await getUserData(new Request('http://localhost/api/user-data/'))).status).toBe(401)
    expect((await asCustomer(ada.token, '?download=yes')).status).toBe(400)
  })
})

const deleteAccount = (body: unknown, token: string, init: { csrf?: boolean } = {}) =>
  postDeleteAccount(unsafeRequest('/api/user-account/delete/', body, { cookies: [`payload-token=${token}`], csrf: init.csrf }))

describe('POST /api/user-account/delete/ (DSGVO Art. 17)', () => {
  it('refuses without the current password, the confirmation or the CSRF token, and changes nothing', async () => {
    const ada = await customer('ada.keep@example.org')
    const wrong = await deleteAccount({ password: 'not the password at all', confirm: true }, ada.token)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: 'invalid', fields: { password: 'wrongPassword' } })
    const unconfirmed = await deleteAccount({ password: PASSWORD }, ada.token)
    expect(unconfirmed.status).toBe(400)
    expect(await unconfirmed.json()).toMatchObject({ fields: { confirm: 'required' } })
    expect((await deleteAccount({ password: PASSWORD, confirm: true }, ada.token, { csrf: false })).status).toBe(403)
    expect((await deleteAccount({ password: PASSWORD, confirm: true }, '')).status).toBe(401)
    expect((await payload.count({ collection: 'customers', where: { id: { equals: ada.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('keeps an account that still holds credit until it is spent or transferred', async () => {
    const ada = await customer('ada.credit@example.org')
    const show = await performance()
    const paid = await order(show, { email: ada.email, customerId: ada.id, payment: 'invoice' })
    await ticketingProvider(payload).recordPayment(paid.orderId)
    await ticketingProvider(payload).cancelPerformance(show.event, 'credit')
    const refused = await deleteAccount({ password: PASSWORD, confirm: true }, ada.token)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ error: 'credit_left', credit_cents: 1500 })
    expect(await payload.count({ collection: 'customers', where: { id: { equals: ada.id } }, overrideAccess: true })).toEqual({
      totalDocs: 1,
    })
    // Paid out on request: kept until the transfer is recorded, then the account may go.
    expect(await ticketingProvider(payload).payOutCredit(ada.id)).toBe(1500)
    const paying = await deleteAccount({ password: PASSWORD, confirm: true }, ada.token)
    expect(paying.status).toBe(409)
    expect(await paying.json()).toMatchObject({ error: 'credit_left', credit_cents: 1500 })
    const payout = await payload.find({ collection: 'refunds', where: { customer: { equals: ada.id } }, overrideAccess: true })
    expect(await ticketingProvider(payload).markRefundDone(payout.docs[0]?.id ?? 0)).toBe(true)
    expect((await deleteAccount({ password: PASSWORD, confirm: true }, ada.token)).status).toBe(200)
  })

  it('deletes the account and what it holds, keeps orders as invoices with only what an invoice needs, and ends every log-in at once', async () => {
    const ada = await customer('ada.delete@example.org')
    const second = await payload.login({ collection: 'customers', data: { email: ada.email, password: PASSWORD } })
    const show = await performance(3, 5)
    const paidByInvoice = await order(show, { email: ada.email, customerId: ada.id, payment: 'invoice' })
    await ticketingProvider(payload).recordPayment(paidByInvoice.orderId)
    const paidAtDoor = await order(show, { email: ada.email, customerId: ada.id, payment: 'box_office' })
    await ticketingProvider(payload).recordPayment(paidAtDoor.orderId)
    const unpaid = await order(show, { email: ada.email, customerId: ada.id, payment: 'invoice' })
    await waitingListEntry(show, ada.email)
    const file = await cv()
    await payload.create({
      collection: 'form-entries',
      data: { form: formId, field_values: { name: 'Ada', email: 'x@example.org' }, customer: ada.id, files: [file] },
      overrideAccess: true,
    })
    const before = smtp.messages.length
    const seatsBefore = (await ticketingProvider(payload).availability([show.event])).get(show.event)?.seatGroups[0]?.taken

    const response = await deleteAccount({ password: PASSWORD, confirm: true }, ada.token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, orders_kept: 3, orders_cancelled: 1 })
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=;/)

    // The account and every session of it are gone.
    expect(
      (await payload.count({ collection: 'customers', where: { email: { equals: ada.email } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect((await asCustomer(ada.token)).status).toBe(401)
    expect((await asCustomer(second.token ?? '')).status).toBe(401)
    await expect(payload.login({ collection: 'customers', data: { email: ada.email, password: PASSWORD } })).rejects.toThrow()

    // The orders stay as invoices: nothing of the person but an invoice's recipient where one was issued.
    const kept = await readRows(
      payload,
      stmt`SELECT "id", "number", "first_name", "last_name", "email", "street", "city", "buyer_key", "customer_id", "status", "total_cents",
        "personal_data_erased_at" FROM "orders" WHERE "id" IN (${bind.int(paidByInvoice.orderId)}, ${bind.int(paidAtDoor.orderId)}, ${bind.int(unpaid.orderId)})`,
    )
    const byId = new Map(kept.map((row) => [Number(row.id), row]))
    expect(byId.get(paidByInvoice.orderId)).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: 'Hauptstraße 1',
      city: 'Berlin',
    })
    expect(byId.get(paidAtDoor.orderId)).toMatchObject({ first_name: '–', last_name: '–', street: null, city: null })
    for (const row of kept) {
      expect(row).toMatchObject({ customer_id: null, buyer_key: null })
      expect(Number(row.total_cents)).toBe(1500)
      expect(String(row.email)).toBe(`erased-${row.id}@erased.invalid`)
      expect(row.personal_data_erased_at).not.toBeNull()
    }
    // The unpaid order could be paid by nobody now: cancelled, its seat back on sale at once.
    expect(byId.get(unpaid.orderId)?.status).toBe('cancelled')
    const seatsAfter = (await ticketingProvider(payload).availability([show.event])).get(show.event)?.seatGroups[0]?.taken
    expect(seatsAfter).toBe((seatsBefore ?? 0) - 1)
    // Paid tickets stay valid at the door.
    const tickets = await readRows(
      payload,
      stmt`SELECT "status", "customer_id" FROM "tickets" WHERE "order_id" = ${bind.int(paidAtDoor.orderId)}`,
    )
    expect(tickets).toEqual([{ status: 'valid', customer_id: null }])

    // Form entries with their files and waiting-list entries are gone.
    expect(
      (await payload.count({ collection: 'form-entries', where: { customer: { equals: ada.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect((await payload.count({ collection: 'temp-files', where: { id: { equals: file } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(
      (await payload.count({ collection: 'waiting-list', where: { email: { equals: ada.email } }, overrideAccess: true })).totalDocs,
    ).toBe(0)

    // A mail confirms it, in the account's language.
    await smtp.waitFor(before + 1)
    const mail = smtp.messages.slice(before).find((message) => message.subject === 'Ihr Konto wurde gelöscht')
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(ada.email)
  })
})

describe('a request of someone without an account, answered by an administrator', () => {
  it('exports and erases what the site holds about an address; editors and customers may not ask', async () => {
    const show = await performance()
    const guestOrder = await order(show, { email: 'gina.guest@example.org', customerId: null, payment: 'box_office' })
    await payload.create({
      collection: 'form-entries',
      data: { form: formId, field_values: { name: 'Gina', email: 'Gina.Guest@Example.org' } },
      overrideAccess: true,
    })
    await waitingListEntry(show, 'gina.guest@example.org')
    const admin = await staffToken(payload, { email: 'dpo@festival.example', name: 'Dana', roles: ['admin'], password: PASSWORD })
    const editor = await staffToken(payload, { email: 'ed@festival.example', name: 'Ed', roles: ['editor'], password: PASSWORD })
    const ask = (email: string, token?: string) =>
      getPrivacyExport(
        new Request(`http://localhost/api/privacy-requests/export/?email=${encodeURIComponent(email)}`, {
          headers: token ? { cookie: `payload-token=${token}` } : {},
        }),
      )

    const answer = await ask('Gina.Guest@example.org', admin)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-gina\.guest@example\.org-/)
    const data = (await answer.json()) as { account: unknown; orders: unknown[]; form_entries: unknown[]; waiting_list: unknown[] }
    expect(data.account).toBeNull()
    expect([data.orders.length, data.form_entries.length, data.waiting_list.length]).toEqual([1, 1, 1])
    expect((await ask('gina.guest@example.org', editor)).status).toBe(403)
    expect((await ask('gina.guest@example.org')).status).toBe(401)
    expect((await ask('not an address', admin)).status).toBe(400)

    const erased = await erasePersonalData(payload, { customerId: null, email: 'gina.guest@example.org' })
    expect(erased).toMatchObject({ ordersReduced: 1, formEntries: 1, waitingList: 1 })
    const after = (await (await ask('gina.guest@example.org', admin)).json()) as typeof data
    expect([after.orders.length, after.form_entries.length, after.waiting_list.length]).toEqual([0, 0, 0])
    const [row] = await readRows(payload, stmt`SELECT "email", "first_name" FROM "orders" WHERE "id" = ${bind.int(guestOrder.orderId)}`)
    expect(row).toEqual({ email: `erased-${guestOrder.orderId}@erased.invalid`, first_name: '–' })
  })
})

describe('the retention job (storage limitation)', () => {
  it('deletes what passed its period and keeps what has not, by the periods the back office sets', async () => {
    const now = new Date()
    const sql = sqlOf(payload)
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { retention: { form_entries_months: 6, carts_days: 30, calendar_months: 12 } },
      overrideAccess: true,
      context,
    })
    const entry = (fileId: number | null) =>
      payload.create({
        collection: 'form-entries',
        data: { form: formId, field_values: { name: 'R', email: 'r@example.org' }, files: fileId ? [fileId] : [] },
        overrideAccess: true,
      })
    const oldFile = await cv()
    const oldEntry = await entry(oldFile)
    const newEntry = await entry(null)
    await sql.batch([
      stmt`UPDATE "form_entries" SET "created_at" = ${bind.time(new Date(now.getTime() - 200 * DAY))} WHERE "id" = ${bind.int(oldEntry.id)}`,
    ])

    const show = await performance()
    const provider = ticketingProvider(payload)
    const cartOf = async () => {
      const held = await provider.reserve({
        cartToken: null,
        eventJetId: show.jet,
        seatGroupId: show.group,
        blockId: null,
        lines: [{ saleTypeId: 1, quantity: 1 }],
      })
      if (!held.ok) throw new Error(held.error)
      return held.value.token
    }
    const staleCart = await cartOf()
    const freshCart = await cartOf()
    const expired = (token: string, daysAgo: number) =>
      sql.batch([
        stmt`UPDATE "carts" SET "expires_at" = ${bind.time(new Date(now.getTime() - daysAgo * DAY))} WHERE "token" = ${bind.text(token)}`,
        stmt`UPDATE "reservations" SET "expires_at" = ${bind.time(new Date(now.getTime() - daysAgo * DAY))}
          WHERE "cart_id" = (SELECT "id" FROM "carts" WHERE "token" = ${bind.text(token)})`,
      ])
    await expired(staleCart, 31)
    await expired(freshCart, 2)

    const quiet = await customer('quiet.calendar@example.org')
    const busy = await customer('busy.calendar@example.org')
    await rotateCalendarToken(payload, quiet.id)
    await rotateCalendarToken(payload, busy.id)
    await sql.batch([
      stmt`UPDATE "customers" SET "calendar_token_used_at" = ${bind.time(new Date(now.getTime() - 400 * DAY))} WHERE "id" = ${bind.int(quiet.id)}`,
    ])

    const past = await performance(-2)
    const ahead = await performance(5)
    await waitingListEntry(past, 'past@example.org')
    await waitingListEntry(ahead, 'ahead@example.org')

    const oldOrder = await order(ahead, { email: 'old@example.org', customerId: null, payment: 'box_office' })
    const recentOrder = await order(ahead, { email: 'recent@example.org', customerId: null, payment: 'box_office' })
    await sql.batch([
      stmt`UPDATE "orders" SET "created_at" = ${bind.time(new Date(now.getTime() - 11 * 366 * DAY))} WHERE "id" = ${bind.int(oldOrder.orderId)}`,
    ])

    const purged = await purgeExpiredPersonalData(payload, now)
    expect(purged).toMatchObject({ formEntries: 1, files: 1, carts: 1, waitingList: 1, calendarSubscriptions: 1, ordersReduced: 1 })

    const entries = await payload.find({
      collection: 'form-entries',
      where: { id: { in: [oldEntry.id, newEntry.id] } },
      overrideAccess: true,
    })
    expect(entries.docs.map((doc) => doc.id)).toEqual([newEntry.id])
    expect((await payload.count({ collection: 'temp-files', where: { id: { equals: oldFile } }, overrideAccess: true })).totalDocs).toBe(0)
    const carts = await readRows(
      payload,
      stmt`SELECT "token" FROM "carts" WHERE "token" IN (${bind.text(staleCart)}, ${bind.text(freshCart)})`,
    )
    expect(carts.map((row) => row.token)).toEqual([freshCart])
    const calendars = await payload.find({
      collection: 'customers',
      where: { id: { in: [quiet.id, busy.id] } },
      overrideAccess: true,
      sort: 'id',
    })
    expect(calendars.docs.map((doc) => Boolean(doc.calendar_token))).toEqual([false, true])
    const waiting = await payload.find({
      collection: 'waiting-list',
      where: { email: { in: ['past@example.org', 'ahead@example.org'] } },
      overrideAccess: true,
    })
    expect(waiting.docs.map((doc) => doc.email)).toEqual(['ahead@example.org'])
    const orders = await readRows(
      payload,
      stmt`SELECT "id", "email" FROM "orders" WHERE "id" IN (${bind.int(oldOrder.orderId)}, ${bind.int(recentOrder.orderId)}) ORDER BY "id"`,
    )
    expect(orders.map((row) => String(row.email))).toEqual([`erased-${oldOrder.orderId}@erased.invalid`, 'recent@example.org'])

    // A second run finds nothing more to do.
    expect(await purgeExpiredPersonalData(payload, now)).toMatchObject({
      formEntries: 0,
      files: 0,
      carts: 0,
      waitingList: 0,
      ordersReduced: 0,
    })
  })
})
