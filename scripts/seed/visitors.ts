import type { Payload } from 'payload'

import { buyerDigest } from '../../src/cms/rules/buyer'
import { newAccessKey, newTicketCode, orderNumber } from '../../src/features/booking/domain/order'
import type { Locale } from '../../src/i18n/locales'
import { richTextFromParagraphs } from '../../src/lib/richtext/fromParagraphs'
import { berlinParts } from '../../src/lib/time/berlin'
import { DEMO_CUSTOMER, DEMO_USERS } from './accounts'
import type { Seeder } from './catalogue'
import { type Keyed, write } from './write'

/**
 * Who uses the site and what they leave behind: the demo accounts, the customer's order and the box
 * office's sales, a message through the contact form; plus an editable section on the first
 * performance's page and a redirect from last year's address.
 */
export async function seedVisitors(seeder: Seeder, now: Date, formIds: Keyed): Promise<void> {
  const { payload, count } = seeder
  const customer = await seedAccounts(seeder)
  await seedDemoOrder(payload, customer, now)
  count('orders')
  await seedBoxOfficeSales(payload, now)
  count('orders', 2)
  await seedContactMessage(seeder, formIds)
  await seedEventSection(seeder)
  await payload.create({ collection: 'redirects', data: { old_path: '/de/festival-2025', new_path: '/de/ueber-das-festival' }, ...write })
  count('redirects')
  await seedSaleOpening(seeder, now)
}

/**
 * Next year's sale opening with its waiting room, set up but not active: the box office switches it
 * on (an active one would hold every performance's booking for its queue).
 */
async function seedSaleOpening({ payload, count }: Seeder, now: Date): Promise<void> {
  const opensAt = new Date(now.getTime() + 60 * 86_400_000)
  opensAt.setUTCHours(9, 0, 0, 0)
  const opening = await payload.create({
    collection: 'sale-openings',
    locale: 'de',
    data: {
      name: 'Vorverkauf Festival 2027',
      opens_at: opensAt.toISOString(),
      prequeue_minutes: 30,
      admit_per_minute: 300,
      admission_minutes: 15,
      challenge: 0,
      active: false,
    },
    ...write,
  })
  await payload.update({
    collection: 'sale-openings',
    id: opening.id,
    locale: 'en',
    data: { name: 'Festival 2027 advance sale' },
    ...write,
  })
  count('sale-openings')
}

/** The back office's demo users (kept when they exist) and the verified demo customer; answers the customer's id. */
async function seedAccounts({ payload, count }: Seeder): Promise<number> {
  for (const user of DEMO_USERS) {
    const existing = await payload.find({ collection: 'users', where: { email: { equals: user.email } }, limit: 1, overrideAccess: true })
    if (existing.docs.length === 0) {
      await payload.create({ collection: 'users', data: { ...user, roles: [...user.roles] }, ...write })
      count('users')
    }
  }
  const customer = await payload.create({
    collection: 'customers',
    data: { ...DEMO_CUSTOMER, _verified: true },
    disableVerificationEmail: true,
    ...write,
  })
  count('customers')
  return customer.id
}

/** A visitor's question through the contact form. */
async function seedContactMessage({ payload, count }: Seeder, formIds: Keyed): Promise<void> {
  const contactForm = formIds.get('contact')
  if (contactForm) {
    await payload.create({
      collection: 'form-entries',
      data: {
        form: contactForm,
        locale: 'de',
        field_values: {
          name: 'Mara Schmidt',
          email: 'mara.schmidt@example.org',
          email2: 'mara.schmidt@example.org',
          subject: 'access',
          message: 'Guten Tag, gibt es bei „Hochwasser“ Plätze für Rollstuhlnutzer:innen mit Begleitung? Vielen Dank!',
          privacy: true,
        },
      },
      ...write,
    })
    count('form-entries')
  }
}

/** The earliest performance's page carries an editable section of its own. */
async function seedEventSection({ payload, count }: Seeder): Promise<void> {
  const [firstEvent] = (await payload.find({ collection: 'events', sort: 'date_start', limit: 1, depth: 0, overrideAccess: true })).docs
  if (firstEvent) {
    const columns = (locale: Locale) => [
      {
        classes: 'medium-10 xlarge-6',
        children: [
          {
            blockType: 'text' as const,
            content: richTextFromParagraphs([
              locale === 'de'
                ? 'Nach der Vorstellung laden die Künstler:innen zum Publikumsgespräch im Foyer ein.'
                : 'After the performance the artists invite you to a conversation in the foyer.',
            ]),
          },
        ],
      },
    ]
    const container = await payload.create({
      collection: 'containers',
      locale: 'de',
      data: {
        _status: 'published',
        slug: `event-${firstEvent.id}-main`,
        content_type: 'event',
        object_id: firstEvent.id,
        columns: columns('de'),
      },
      ...write,
    })
    await payload.update({
      collection: 'containers',
      id: container.id,
      locale: 'en',
      data: { _status: 'published', columns: columns('en') },
      ...write,
    })
    count('containers')
  }
}

/**
 * The box office has sold two coming performances out or nearly so (a whole school class, a
 * company outing): the demo shows 'sold out' and 'few tickets left' in the programme, on the event
 * page and in the widget. Every other performance on sale is 'available'.
 */
async function seedBoxOfficeSales(payload: Payload, now: Date): Promise<void> {
  const ticketed = await payload.find({
    collection: 'events',
    where: {
      and: [{ id_jet: { exists: true } }, { date_start: { greater_than: new Date(now.getTime() + 2 * 86_400_000).toISOString() } }],
    },
    sort: 'date_start',
    pagination: false,
    depth: 0,
    select: { id: true, title: true, date_start: true },
    overrideAccess: true,
  })
  const chosen: { event: (typeof ticketed.docs)[number]; group: { id: number; seat_group: string; capacity: number }; left: number }[] = []
  for (const event of ticketed.docs) {
    if (chosen.length === 2) break
    const groups = await payload.find({
      collection: 'seat-groups',
      where: { event: { equals: event.id } },
      depth: 0,
      locale: 'de',
      overrideAccess: true,
    })
    const slots = await payload.count({ collection: 'timeslots', where: { event: { equals: event.id } }, overrideAccess: true })
    const group = groups.docs[0]
    if (groups.docs.length !== 1 || slots.totalDocs > 0 || !group) continue
    chosen.push({ event, group, left: chosen.length === 0 ? 0 : 2 })
  }
  for (const [index, { event, group, left }] of chosen.entries()) {
    const [price] = (
      await payload.find({
        collection: 'prices',
        where: { and: [{ seat_group: { equals: group.id } }, { text: { equals: 'Vollpreis' } }] },
        limit: 1,
        depth: 0,
        locale: 'de',
        overrideAccess: true,
      })
    ).docs
    if (!price) throw new Error('a seat group without its full price')
    const quantity = group.capacity - left
    const soldAt = new Date(now.getTime() - 86_400_000)
    const cart = await payload.create({
      collection: 'carts',
      data: { token: `demo-cart-box-office-${index + 1}`, status: 'ordered', expires_at: soldAt.toISOString() },
      ...write,
    })
    const order = await payload.create({
      collection: 'orders',
      data: {
        number: orderNumber(cart.id, Number(berlinParts(soldAt).year)),
        access_key: newAccessKey(),
        payment: 'box_office',
        // Sold at the counter: paid there and then.
        payment_status: 'paid',
        paid_at: soldAt.toISOString(),
        mail_sent_at: soldAt.toISOString(),
        cart: cart.id,
        first_name: 'Abendkasse',
        last_name: index === 0 ? 'Schulklassen' : 'Firmenausflug',
        email: 'kasse@festival.example',
        buyer_key: buyerDigest('kasse@festival.example'),
        lines: [
          {
            event_title: event.title,
            date_start: event.date_start,
            seat_group: group.seat_group,
            price_name: price.name,
            quantity,
            unit_cents: price.amount_cents,
          },
        ],
        total_cents: quantity * price.amount_cents,
        confirmed_at: soldAt.toISOString(),
      },
      ...write,
    })
    await payload.create({
      collection: 'reservations',
      data: {
        cart: cart.id,
        event: event.id,
        seat_group: group.id,
        price: price.id,
        quantity,
        seats: quantity,
        unit_cents: price.amount_cents,
        status: 'sold',
        expires_at: soldAt.toISOString(),
        order: order.id,
      },
      ...write,
    })
    await payload.update({ collection: 'events', id: event.id, data: { availability: left === 0 ? 'sold_out' : 'few' }, ...write })
  }
}

/** A confirmed past order of the demo customer: its cart, the sold reservation, the order. */
async function seedDemoOrder(payload: Payload, customer: number, now: Date): Promise<void> {
  const [price] = (
    await payload.find({
      collection: 'prices',
      where: { text: { equals: 'Vollpreis' } },
      sort: 'id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
  if (!price) throw new Error('The seed made no prices')
  const eventId = typeof price.event === 'number' ? price.event : price.event.id
  const seatGroupId = typeof price.seat_group === 'number' ? price.seat_group : price.seat_group.id
  const event = await payload.findByID({ collection: 'events', id: eventId, locale: 'de', depth: 0, overrideAccess: true })
  const seatGroup = await payload.findByID({ collection: 'seat-groups', id: seatGroupId, locale: 'de', depth: 0, overrideAccess: true })
  const orderedAt = new Date(now.getTime() - 3 * 86_400_000)
  const cart = await payload.create({
    collection: 'carts',
    data: {
      token: 'demo-cart-besucherin',
      customer,
      status: 'ordered',
      expires_at: new Date(orderedAt.getTime() + 15 * 60_000).toISOString(),
    },
    ...write,
  })
  const order = await payload.create({
    collection: 'orders',
    data: {
      number: orderNumber(cart.id, Number(berlinParts(orderedAt).year)),
      access_key: newAccessKey(),
      payment: 'invoice',
      // Ordered three days ago and paid by transfer since.
      payment_status: 'paid',
      paid_at: new Date(orderedAt.getTime() + 86_400_000).toISOString(),
      mail_sent_at: orderedAt.toISOString(),
      street: 'Festivalstraße 1',
      postal_code: '10115',
      city: 'Berlin',
      country: 'Deutschland',
      cart: cart.id,
      customer,
      first_name: DEMO_CUSTOMER.first_name,
      last_name: DEMO_CUSTOMER.last_name,
      email: DEMO_CUSTOMER.email,
      buyer_key: buyerDigest(DEMO_CUSTOMER.email),
      lines: [
        {
          event_title: event.title,
          date_start: event.date_start,
          seat_group: seatGroup.seat_group,
          price_name: price.name,
          quantity: 2,
          unit_cents: price.amount_cents,
        },
      ],
      total_cents: 2 * price.amount_cents,
      confirmed_at: orderedAt.toISOString(),
    },
    ...write,
  })
  const reservation = await payload.create({
    collection: 'reservations',
    data: {
      cart: cart.id,
      customer,
      event: eventId,
      seat_group: seatGroupId,
      price: price.id,
      quantity: 2,
      seats: 2,
      unit_cents: price.amount_cents,
      status: 'sold',
      expires_at: cart.expires_at,
      order: order.id,
    },
    ...write,
  })
  for (let ticket = 0; ticket < 2; ticket++) {
    await payload.create({
      collection: 'tickets',
      data: {
        code: newTicketCode(),
        order: order.id,
        customer,
        reservation: reservation.id,
        event: eventId,
        seat_group: seatGroupId,
        price: price.id,
        status: 'valid',
      },
      ...write,
    })
  }
}
