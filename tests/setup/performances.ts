import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

const DAY = 86_400_000
const context = { disableRevalidate: true }

/** A performance an integration test books: the event, its ticketing id and its one seat group. */
export type TestShow = { event: number; jet: string; group: number }

export type TestShowOptions = {
  /** The ticketing id (unique per test file's database). */
  jet: string
  /** Seats of its one seat group, 'Parkett'. */
  capacity: number
  /** Days from now it starts; negative for a performance that is over. */
  daysAhead?: number
  /** Its title by language (German is required); default 'Vorstellung {jet}'. */
  title?: Partial<Record<Locale, string>>
  /** Its prices by sale type; default one full price of 15 €. */
  prices?: ReadonlyArray<{ saleType: number; name: string; cents: number }>
}

/** A published performance with one seat group and its prices, made as the back office makes it (no revalidation). */
export async function testPerformance(payload: Payload, options: TestShowOptions): Promise<TestShow> {
  const { jet, capacity, daysAhead = 3, prices = [{ saleType: 1, name: 'Vollpreis', cents: 1500 }] } = options
  const event = await payload.create({
    collection: 'events',
    locale: 'de',
    data: {
      _status: 'published',
      title: options.title?.de ?? `Vorstellung ${jet}`,
      date_start: new Date(Date.now() + daysAhead * DAY).toISOString(),
      id_jet: jet,
    } as never,
    overrideAccess: true,
    context,
  })
  if (options.title?.en)
    await payload.update({
      collection: 'events',
      id: event.id,
      locale: 'en',
      data: { title: options.title.en } as never,
      overrideAccess: true,
      context,
    })
  const group = await payload.create({
    collection: 'seat-groups',
    locale: 'de',
    data: { event: event.id, seat_group: 'Parkett', capacity, status: '1' },
    overrideAccess: true,
    context,
  })
  for (const price of prices)
    await payload.create({
      collection: 'prices',
      locale: 'de',
      data: {
        event: event.id,
        seat_group: group.id,
        name: price.name,
        text: price.name,
        amount_cents: price.cents,
        sale_type_id: price.saleType,
      },
      overrideAccess: true,
      context,
    })
  return { event: event.id, jet, group: group.id }
}
