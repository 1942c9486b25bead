import { createLocalReq, getAccessResults, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/setup/payload'

/**
 * The access matrix (launch readiness): role × collection × operation, as a festival wants it.
 * c r u d = create, read, update, delete ('-' = refused). Read with a condition (published only,
 * own records only) counts as 'r'. The box office sees customers and orders and can cancel orders,
 * nothing more; customers never touch Payload's internals.
 */
type Role = 'anonymous' | 'customer' | 'boxOffice' | 'editor' | 'admin'
type Row = Record<Role, string>

const content: Row = { anonymous: '-r--', customer: '-r--', boxOffice: '-r--', editor: 'crud', admin: 'crud' }
const editorial: Row = { anonymous: '----', customer: '----', boxOffice: '----', editor: '-r-d', admin: '-r-d' }
const staffOnly: Row = { anonymous: '----', customer: '----', boxOffice: 'crud', editor: 'crud', admin: 'crud' }
const adminOnly: Row = { anonymous: '----', customer: '----', boxOffice: '----', editor: '----', admin: 'crud' }

const MATRIX: Record<string, Row> = {
  ...Object.fromEntries(
    [
      'pages',
      'containers',
      'media',
      'events',
      'event-teasers',
      'productions',
      'people',
      'series',
      'venues',
      'rooms',
      'articles',
      'article-categories',
      'article-tags',
      'genres',
      'exhibition-types',
      'event-tags',
      'seasons',
      'production-tags',
      'forms',
      'breaking-news',
      'redirects',
      'seat-groups',
      'prices',
      'timeslots',
    ].map((slug) => [slug, content]),
  ),
  'form-entries': editorial,
  'temp-files': editorial,
  carts: { anonymous: '----', customer: '-r--', boxOffice: '----', editor: '----', admin: '-r-d' },
  reservations: { anonymous: '----', customer: '-r--', boxOffice: '----', editor: '----', admin: '-r--' },
  // Fair sale: the programme's editors and the box office set a performance's cap (a group sale).
  'sale-limits': { anonymous: '----', customer: '----', boxOffice: 'crud', editor: 'crud', admin: 'crud' },
  // The sale opening's waiting room (issue 43): administrators and the box office run it.
  'sale-openings': { anonymous: '----', customer: '----', boxOffice: 'cru-', editor: '-r--', admin: 'crud' },
  // The waiting list (issue 44): the box office sees who waits and removes an entry on request; the server writes it.
  'waiting-list': { anonymous: '----', customer: '----', boxOffice: '-r-d', editor: '----', admin: '-r-d' },
  'queue-places': { anonymous: '----', customer: '----', boxOffice: '----', editor: '----', admin: '----' },
  'queue-states': { anonymous: '----', customer: '----', boxOffice: '----', editor: '----', admin: '----' },
  orders: { anonymous: '----', customer: '-r--', boxOffice: '-ru-', editor: '----', admin: '-ru-' },
  // E-tickets are written only by checkout, cancellation and check-in (the ticketing server layer).
  tickets: { anonymous: '----', customer: '-r--', boxOffice: '-r--', editor: '----', admin: '-r--' },
  // Gift vouchers (issue 46): written only by the ticketing server layer; a customer reads the ones they bought.
  vouchers: { anonymous: '----', customer: '-r--', boxOffice: '-r--', editor: '----', admin: '-r--' },
  'voucher-movements': { anonymous: '----', customer: '----', boxOffice: '-r--', editor: '----', admin: '-r--' },
  // A cancelled performance's refunds and the credit's ledger (issue 46): the box office reads them; the server writes them.
  refunds: { anonymous: '----', customer: '----', boxOffice: '-r--', editor: '----', admin: '-r--' },
  'credit-movements': { anonymous: '----', customer: '----', boxOffice: '-r--', editor: '----', admin: '-r--' },
  customers: { anonymous: '----', customer: '-ru-', boxOffice: '-r--', editor: '----', admin: 'crud' },
  users: { anonymous: '----', customer: '----', boxOffice: '-ru-', editor: '-ru-', admin: 'crud' },
  'payload-locked-documents': staffOnly,
  'payload-preferences': staffOnly,
  // The schema's record is the server's; administrators queue and remove jobs, the queue alone changes them.
  'payload-migrations': { anonymous: '----', customer: '----', boxOffice: '----', editor: '----', admin: '-r--' },
  'payload-jobs': { anonymous: '----', customer: '----', boxOffice: '----', editor: '----', admin: 'cr-d' },
  'payload-kv': adminOnly,
  'rate-limits': { anonymous: '----', customer: '----', boxOffice: '----', editor: '----', admin: '----' },
  'cart-requests': { anonymous: '----', customer: '----', boxOffice: '----', editor: '----', admin: '----' },
  'editing-sessions': { anonymous: '----', customer: '----', boxOffice: '----', editor: '----', admin: '----' },
}

const ROLES: Role[] = ['anonymous', 'customer', 'boxOffice', 'editor', 'admin']

let payload: Payload
const users = {} as Record<Role, TypedUser | null>

beforeAll(async () => {
  payload = await testPayload()
  users.anonymous = null
  const staff = async (role: 'admin' | 'editor' | 'boxOffice') => {
    const doc = await payload.create({
      collection: 'users',
      data: { email: `${role}@matrix.example`, password: 'geheim-geheim', name: role, roles: [role] },
      overrideAccess: true,
    })
    return { ...doc, collection: 'users' as const }
  }
  users.admin = await staff('admin')
  users.editor = await staff('editor')
  users.boxOffice = await staff('boxOffice')
  const customer = await payload.create({
    collection: 'customers',
    data: { email: 'kundin@matrix.example', password: 'geheim-geheim', first_name: 'Ina', last_name: 'Kundin', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
  })
  users.customer = { ...customer, collection: 'customers' as const }
})

/** Payload collapses a wholly granted collection or operation to `true`. */
type Permission = boolean | { permission?: boolean } | undefined
type Permissions = true | Record<string, Permission> | undefined

function granted(permissions: Permissions, operation: string): boolean {
  if (permissions === true) return true
  const permission = permissions?.[operation]
  return permission === true || (typeof permission === 'object' && permission.permission === true)
}

async function permissionsOf(role: Role): Promise<Record<string, Permissions>> {
  const req = await createLocalReq({ user: users[role] ?? undefined }, payload)
  const results = await getAccessResults({ req })
  return (results.collections ?? {}) as Record<string, Permissions>
}

function letters(permissions: Permissions): string {
  return (['create', 'read', 'update', 'delete'] as const).map((op, i) => (granted(permissions, op) ? 'crud'[i] : '-')).join('')
}

describe('the access matrix', () => {
  it('lists every collection of the config', () => {
    expect(payload.config.collections.map((c) => c.slug).sort()).toEqual(Object.keys(MATRIX).sort())
  })

  for (const role of ROLES) {
    it(`gives the ${role} exactly the matrix's rights`, async () => {
      const permissions = await permissionsOf(role)
      const actual = Object.fromEntries(Object.keys(MATRIX).map((slug) => [slug, letters(permissions[slug])]))
      const expected = Object.fromEntries(Object.entries(MATRIX).map(([slug, row]) => [slug, row[role]]))
      expect(actual).toEqual(expected)
    })
  }
})
