import type { CollectionSlug, FlattenedField, Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { ticketingProvider } from '@/features/booking/providers/registry'
import { bind, sqlOf, stmt } from '@/lib/db/sql'

import { cmsApi } from '../setup/cmsApi'
import { testPayload } from '../setup/payload'
import { isSystemField, SET_ON_SAVE } from '@/cms/fields/system'

/**
 * Fields the system writes for itself (fields/system.ts; Payload's own auth fields are marked in
 * access/internals.ts) are written by nobody else: for every collection, every such field, and
 * every role, a write through Payload's REST API (what the admin sends too) leaves it as it was.
 * A collection or field added later is swept as well; a collection without a document to try it
 * on fails the sweep until it gets one below.
 */
let payload: Payload
const PASSWORD = 'geheim-geheim-sweep'
type Role = 'customer' | 'boxOffice' | 'editor' | 'admin'
const ROLES: Role[] = ['customer', 'boxOffice', 'editor', 'admin']
const tokens = {} as Record<Role, string>
/** One document per collection to try every write on (the customer's own where a customer may write). */
const fixtures = new Map<string, number>()
const context = { disableRevalidate: true }
let bystander = 0

async function login(collection: 'users' | 'customers', email: string): Promise<string> {
  const { token } = await payload.login({ collection, data: { email, password: PASSWORD } })
  if (!token) throw new Error('no token')
  return token
}

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'editor', 'boxOffice'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}@sweep.example`, password: PASSWORD, name: role, roles: [role] },
      overrideAccess: true,
    })
    if (role === 'admin') fixtures.set('users', user.id)
    tokens[role] = await login('users', `${role}@sweep.example`)
  }
  const customer = await payload.create({
    collection: 'customers',
    data: { email: 'kundin@sweep.example', password: PASSWORD, first_name: 'Ina', last_name: 'Sweep', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
  })
  fixtures.set('customers', customer.id)
  tokens.customer = await login('customers', 'kundin@sweep.example')

  // A performance with seats, bought by the customer: an event, cart, reservation, order and ticket.
  const event = await payload.create({
    collection: 'events',
    locale: 'de',
    data: {
      _status: 'published',
      title: 'Sweep',
      date_start: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      id_jet: 'SWEEP-1',
    } as never,
    overrideAccess: true,
    context,
  })
  const group = await payload.create({
    collection: 'seat-groups',
    locale: 'de',
    data: { event: event.id, seat_group: 'Parkett', capacity: 10, status: '1' },
    overrideAccess: true,
    context,
  })
  await payload.create({
    collection: 'prices',
    locale: 'de',
    data: { event: event.id, seat_group: group.id, name: 'Vollpreis', text: 'Vollpreis', amount_cents: 1500, sale_type_id: 1 },
    overrideAccess: true,
    context,
  })
  const held = await ticketingProvider(payload).reserve({
    cartToken: null,
    eventJetId: 'SWEEP-1',
    seatGroupId: group.id,
    blockId: null,
    lines: [{ saleTypeId: 1, quantity: 1 }],
    clientKey: 'c'.repeat(32),
  })
  if (!held.ok) throw new Error(held.error)
  const buyer = {
    first_name: 'Ina',
    last_name: 'Sweep',
    email: customer.email,
    street: 'Weg 1',
    postal_code: '10115',
    city: 'Berlin',
    country: 'DE',
    payment: 'box_office' as const,
  }
  const ordered = await ticketingProvider(payload).checkout({
    cartToken: held.value.token,
    buyer,
    customerId: customer.id,
    locale: 'de',
    expectedTotalCents: 1500,
    boxOfficeLapseMinutes: 30,
  })
  if (!ordered.ok) throw new Error(ordered.error)
  fixtures.set('events', event.id)
  fixtures.set('orders', ordered.value.orderId)
  const first = async (collection: CollectionSlug) =>
    (await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id as number
  // The money ledgers (issue 46): a voucher and its movement, a refund and a credit movement of the order.
  const at = bind.time(new Date())
  const order = bind.int(ordered.value.orderId)
  await sqlOf(payload).batch([
    stmt`INSERT INTO "vouchers" ("code", "order_id", "customer_id", "initial_cents", "balance_cents", "expires_at", "updated_at", "created_at")
      VALUES ('SWEE-PSWE-EPSW-EEP1', ${order}, ${bind.int(customer.id)}, 2500, 2500, ${at}, ${at}, ${at})`,
    stmt`INSERT INTO "voucher_movements" ("voucher_id", "order_id", "amount_cents", "kind", "updated_at", "created_at")
      SELECT "id", ${order}, -500, ${bind.choice('redeemed', 'enum_voucher_movements_kind')}, ${at}, ${at} FROM "vouchers" WHERE "code" = 'SWEE-PSWE-EPSW-EEP1'`,
    stmt`INSERT INTO "refunds" ("order_id", "event_id", "amount_cents", "method", "status", "updated_at", "created_at")
      VALUES (${order}, ${bind.int(event.id)}, 1500, ${bind.choice('bank', 'enum_refunds_method')}, ${bind.choice('open', 'enum_refunds_status')}, ${at}, ${at})`,
    stmt`INSERT INTO "credit_movements" ("customer_id", "order_id", "amount_cents", "kind", "updated_at", "created_at")
      VALUES (${bind.int(customer.id)}, ${order}, 1500, ${bind.choice('refund', 'enum_credit_movements_kind')}, ${at}, ${at})`,
  ])
  for (const collection of [
    'carts',
    'reservations',
    'tickets',
    'payload-migrations',
    'vouchers',
    'voucher-movements',
    'refunds',
    'credit-movements',
  ] as const)
    fixtures.set(collection, await first(collection))
  const page = await payload.create({ collection: 'pages', data: { title: 'Sweep', _status: 'published' }, overrideAccess: true, context })
  fixtures.set('pages', page.id)
  fixtures.set(
    'containers',
    (
      await payload.create({
        collection: 'containers',
        data: { slug: 'sweep', content_type: 'event', object_id: event.id, columns: [] },
        overrideAccess: true,
        context,
      })
    ).id,
  )
  // Someone none of the roles is: a forged 'edited by' names them (a save names its own staff member).
  bystander = (
    await payload.create({
      collection: 'users',
      data: { email: 'bystander@sweep.example', password: PASSWORD, name: 'Bystander', roles: ['editor'] },
      overrideAccess: true,
    })
  ).id
  const file = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
  const upload = await payload.create({
    collection: 'temp-files',
    data: { expires_at: new Date(Date.now() + 86_400_000).toISOString() },
    file: { data: file, mimetype: 'image/png', name: 'foto.png', size: file.length },
    overrideAccess: true,
  })
  fixtures.set('temp-files', upload.id)
  fixtures.set(
    'rate-limits',
    (
      await payload.create({
        collection: 'rate-limits',
        data: { key: 'sweep', points: 1, expire_ms: Date.now() + 60_000 },
        overrideAccess: true,
      })
    ).id,
  )
  fixtures.set(
    'cart-requests',
    (
      await payload.create({
        collection: 'cart-requests',
        data: { key: 'sweep', answer: '{}', expire_ms: Date.now() + 60_000 },
        overrideAccess: true,
      })
    ).id,
  )
  fixtures.set(
    'editing-sessions',
    (
      await payload.create({
        collection: 'editing-sessions',
        data: { doc: 'pages:1', user: fixtures.get('users') ?? 0, locale: 'de', seen_at: new Date().toISOString() },
        overrideAccess: true,
      })
    ).id,
  )
  // The sale opening's waiting room (issue 43): places and queue states are the queue's store alone.
  fixtures.set(
    'queue-places',
    (
      await payload.create({
        collection: 'queue-places',
        data: { token: 'sweep-place', opening: 1, client: '203.0.113.9', joined_ms: Date.now() },
        overrideAccess: true,
      })
    ).id,
  )
  fixtures.set(
    'queue-states',
    (
      await payload.create({
        collection: 'queue-states',
        data: { opening: 1, drawn: 0, last_position: 0, base: 0, base_ms: Date.now(), rate: 300, paused: 0 },
        overrideAccess: true,
      })
    ).id,
  )
  // The waiting list (issue 44): written by its server layer alone.
  fixtures.set(
    'waiting-list',
    (
      await payload.create({
        collection: 'waiting-list',
        data: {
          event: event.id,
          seat_group: group.id,
          email: 'sweep@example.org',
          quantity: 1,
          lines: [{ sale_type_id: 1, quantity: 1 }],
          locale: 'de',
          status: 'waiting',
          link_salt: 'sweep-salt',
        },
        overrideAccess: true,
      })
    ).id,
  )
  const job = await payload.jobs.queue({ task: 'cancel-overdue-orders', input: {}, waitUntil: new Date(Date.now() + 86_400_000) })
  fixtures.set('payload-jobs', job.id as number)
})

/**
 * The system fields of a collection, nested rows and collapsibles included (Payload flattens those).
 * Every collection's timestamps are system fields too; `security.int.test.ts` (2) tries them, and
 * here they are left out so that a collection whose only system fields they are needs no document.
 */
const TIMESTAMPS = new Set(['createdAt', 'updatedAt', 'deletedAt'])
function systemFieldsOf(fields: readonly FlattenedField[]): FlattenedField[] {
  return fields.filter((field) => isSystemField(field as { custom?: Record<string, unknown> }) && !TIMESTAMPS.has(field.name))
}

/** A field every save sets anew (who saved last): a write changes it, never to what was sent. */
const setOnSave = (field: FlattenedField) => (field as { custom?: Record<string, unknown> }).custom?.[SET_ON_SAVE] === true

/** A value of the field's type that the system would never have written, different from `current`. */
function forged(field: FlattenedField, current: unknown): unknown {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code':
      return 'forged-by-sweep'
    case 'email':
      return 'forged@sweep.example'
    case 'date':
      return '2001-02-03T04:05:06.000Z'
    case 'number':
      return 987_654
    case 'checkbox':
      return current !== true
    case 'select':
      return (field.options.map((option) => (typeof option === 'string' ? option : option.value)).find((value) => value !== current) ??
        'forged') as unknown
    case 'relationship':
      return bystander
    case 'array':
      return [
        {
          event_title: 'Forged',
          date_start: '2001-02-03T04:05:06.000Z',
          seat_group: 'Forged',
          price_name: 'Forged',
          quantity: 99,
          unit_cents: 1,
          id: 'forged-row',
        },
      ]
    case 'json':
      return { forged: true }
    default:
      return 'forged-by-sweep'
  }
}

/** The stored document as the system sees it (hidden fields included). */
async function stored(collection: CollectionSlug, id: number): Promise<Record<string, unknown>> {
  return (await payload.findByID({ collection, id, depth: 0, overrideAccess: true, showHiddenFields: true })) as unknown as Record<
    string,
    unknown
  >
}

describe('system fields: nobody but the system writes them (REST API and admin, every role)', () => {
  it('finds system fields in every collection that keeps state of its own', () => {
    const marked = payload.config.collections
      .filter((collection) => systemFieldsOf(collection.flattenedFields).length > 0)
      .map((collection) => collection.slug)
    for (const slug of [
      'customers',
      'users',
      'orders',
      'reservations',
      'carts',
      'tickets',
      'events',
      'pages',
      'temp-files',
      'rate-limits',
      'cart-requests',
      'editing-sessions',
      'queue-places',
      'queue-states',
      'waiting-list',
      'vouchers',
      'voucher-movements',
      'refunds',
      'credit-movements',
    ])
      expect(marked, slug).toContain(slug)
    const customer = payload.config.collections.find((collection) => collection.slug === 'customers')
    expect(systemFieldsOf(customer?.flattenedFields ?? []).map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'email_change_token',
        'email_change_expires',
        'pending_email',
        'calendar_token',
        'hash',
        'salt',
        '_verified',
        '_verificationToken',
        'resetPasswordToken',
        'sessions',
      ]),
    )
  })

  for (const role of ROLES) {
    it(`refuses every system field written by ${role === 'boxOffice' ? 'the box office' : `a${role === 'admin' ? 'n' : ''} ${role}`}, by update and by create`, async () => {
      const refused: string[] = []
      for (const collection of payload.config.collections) {
        const fields = systemFieldsOf(collection.flattenedFields)
        if (fields.length === 0) continue
        const slug = collection.slug as CollectionSlug
        const id = fixtures.get(slug)
        expect(id, `a document of ${slug} to try the writes on`).toBeTypeOf('number')
        for (const field of fields) {
          const before = await stored(slug, id ?? 0)
          const value = forged(field, before[field.name])
          const response = await cmsApi('PATCH', `${slug}/${id}`, {
            token: tokens[role],
            json: { [field.name]: value },
            client: `198.51.100.${ROLES.indexOf(role) + 1}`,
          })
          expect(response.status, `${role} PATCH ${slug}.${field.name}`).toBeLessThan(500)
          const after = await stored(slug, id ?? 0)
          expect(after[field.name], `${role} wrote ${slug}.${field.name}`).not.toEqual(value)
          if (!setOnSave(field)) expect(after[field.name], `${role} changed ${slug}.${field.name}`).toEqual(before[field.name])
          refused.push(`${slug}.${field.name}`)
        }
        // Created with every system field set: a created document holds none of them.
        const forgedAll = Object.fromEntries(fields.map((field) => [field.name, forged(field, undefined)]))
        const created = await cmsApi('POST', slug, {
          token: tokens[role],
          json: { ...validCreate(slug), ...forgedAll },
          client: `198.51.100.${ROLES.indexOf(role) + 11}`,
        })
        expect(created.status, `${role} POST ${slug}`).toBeLessThan(500)
        if (created.status === 201) {
          const doc = ((await created.json()) as { doc: { id: number } }).doc
          const saved = await stored(slug, doc.id)
          for (const field of fields) expect(saved[field.name], `${role} created ${slug}.${field.name}`).not.toEqual(forgedAll[field.name])
        }
      }
      expect(refused.length).toBeGreaterThan(50)
    })
  }
})

/** What a role needs to create a document where some role may (the rest refuse any create). */
function validCreate(slug: string): Record<string, unknown> {
  const n = Math.random().toString(36).slice(2, 8)
  switch (slug) {
    case 'customers':
      return { email: `neu-${n}@sweep.example`, password: 'Lindenau-Gezeiten-Wolke-47', first_name: 'Neu', last_name: 'Sweep' }
    case 'users':
      return { email: `staff-${n}@sweep.example`, password: 'Lindenau-Gezeiten-Wolke-47', name: 'Neu', roles: ['editor'] }
    case 'pages':
      return { title: `Neu ${n}` }
    case 'events':
      return { title: `Neu ${n}`, date_start: new Date(Date.now() + 86_400_000).toISOString() }
    default:
      return {}
  }
}
