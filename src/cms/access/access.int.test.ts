import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/setup/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

let staffCount = 0
async function staff(role: 'admin' | 'editor' | 'boxOffice') {
  staffCount++
  const doc = await payload.create({
    collection: 'users',
    data: { email: `${role}-${staffCount}@example.org`, password: 'geheim-geheim', name: role, roles: [role] },
    overrideAccess: true,
  })
  return { ...doc, collection: 'users' as const }
}

async function customer(email: string) {
  const doc = await payload.create({
    collection: 'customers',
    data: { email, password: 'geheim-geheim', first_name: 'Ina', last_name: 'Kundin', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
  })
  return { ...doc, collection: 'customers' as const }
}

async function orderFor(customerId: number, number: string) {
  const cart = await payload.create({
    collection: 'carts',
    data: { token: `t-${number}`, customer: customerId, expires_at: new Date().toISOString() },
    overrideAccess: true,
  })
  return payload.create({
    collection: 'orders',
    data: {
      number,
      cart: cart.id,
      customer: customerId,
      first_name: 'Ina',
      last_name: 'Kundin',
      email: 'ina@example.org',
      lines: [
        {
          event_title: 'Stück',
          date_start: new Date().toISOString(),
          seat_group: 'Parkett',
          price_name: 'Vollpreis',
          quantity: 2,
          unit_cents: 2500,
        },
      ],
      total_cents: 5000,
      confirmed_at: new Date().toISOString(),
    },
    overrideAccess: true,
  })
}

describe('access rules', () => {
  it('lets editors but not the box office change pages', async () => {
    const editor = await staff('editor')
    const boxOffice = await staff('boxOffice')
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Neu', _status: 'published' }, user: editor, overrideAccess: false }),
    ).resolves.toHaveProperty('id')
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Kasse', _status: 'published' }, user: boxOffice, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('shows a customer only their own orders and the box office all', async () => {
    const ina = await customer('ina@example.org')
    const ole = await customer('ole@example.org')
    await orderFor(ina.id, 'A-1')
    await orderFor(ole.id, 'A-2')
    const own = await payload.find({ collection: 'orders', user: ina, overrideAccess: false })
    expect(own.docs.map((o) => o.number)).toEqual(['A-1'])
    const all = await payload.find({ collection: 'orders', user: await staff('boxOffice'), overrideAccess: false, sort: 'number' })
    expect(all.docs.map((o) => o.number)).toEqual(['A-1', 'A-2'])
    await expect(payload.find({ collection: 'orders', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it('confirms at most one order per cart (unique cart on orders)', async () => {
    const ina = await customer('zweimal@example.org')
    const order = await orderFor(ina.id, 'B-1')
    const cartId = typeof order.cart === 'number' ? order.cart : order.cart.id
    await expect(
      payload.create({
        collection: 'orders',
        data: { ...order, id: undefined, number: 'B-2', cart: cartId, lines: order.lines.map(({ id: _id, ...line }) => line) },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('does not let a visitor read offline events or customers', async () => {
    await payload.create({
      collection: 'events',
      data: { _status: 'published', title: 'Geheim', date_start: new Date().toISOString(), is_online: false },
      overrideAccess: true,
    })
    const visible = await payload.find({ collection: 'events', overrideAccess: false })
    expect(visible.docs).toHaveLength(0)
    await customer('privat@example.org')
    await expect(payload.find({ collection: 'customers', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    // The box office reads it under its own rights (a performance taken offline still has tickets to check in).
    const boxOffice = await staff('boxOffice')
    expect((await payload.find({ collection: 'events', user: boxOffice, overrideAccess: false })).docs.map((event) => event.title)).toEqual(
      ['Geheim'],
    )
  })

  it('keeps staff roles under the admin’s control', async () => {
    const editor = await staff('editor')
    await expect(
      payload.update({ collection: 'users', id: editor.id, data: { roles: ['admin'] }, user: editor, overrideAccess: false }),
    ).resolves.toHaveProperty('roles', ['editor'])
  })
})
