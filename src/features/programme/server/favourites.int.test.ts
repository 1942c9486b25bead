import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/features/security/domain/clientAddress'
import ICAL from 'ical.js'

import { GET as getFavouriteEvents } from '@/app/(frontend)/[locale]/api/favourites/events/route'
import { GET as getFavouritesIcs } from '@/app/(frontend)/[locale]/api/favourites/ics/route'
import { GET as getSubscription } from '@/app/api/favourites/calendar/[token]/route'
import { DELETE as revokeSubscription, POST as makeSubscription } from '@/app/api/favourites/calendar/route'
import { GET as getAccount, POST as changeAccount } from '@/app/api/favourites/route'

import { testPayload } from '../../../../tests/setup/payload'

vi.mock('next/cache', () => ({
  unstable_cache: <F>(read: F) => read,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}))

const context = { disableRevalidate: true }
const PASSWORD = 'geheim-geheim'
const HOUR = 3_600_000
let payload: Payload
const events = {} as Record<'soon' | 'later' | 'past' | 'offline', number>
const tokens = {} as Record<'ina' | 'ole' | 'editor', string>
const customers = {} as Record<'ina' | 'ole', number>

function call(path: string, init: { method?: string; token?: string; body?: unknown; csrf?: boolean; origin?: string } = {}): Request {
  const headers: Record<string, string> = { host: 'localhost', [CLIENT_ADDRESS_HEADER]: '192.0.2.44' }
  if (init.token) headers.authorization = `JWT ${init.token}`
  if (init.csrf !== false && init.method && init.method !== 'GET') {
    headers.origin = init.origin ?? 'http://localhost'
    headers.cookie = 'csrftoken=tok123'
    headers['x-csrftoken'] = 'tok123'
  }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  return new Request(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}
const locale = (value: string) => ({ params: Promise.resolve({ locale: value }) })

beforeAll(async () => {
  payload = await testPayload()
  const event = async (title: string, start: number, extra: Record<string, unknown> = {}) =>
    (
      await payload.create({
        collection: 'events',
        locale: 'de',
        data: { _status: 'published', title, date_start: new Date(Date.now() + start).toISOString(), ...extra } as never,
        overrideAccess: true,
        context,
      })
    ).id
  events.soon = await event('Bald', 2 * HOUR, { date_end: new Date(Date.now() + 4 * HOUR).toISOString() })
  events.later = await event('Überschneidung', 3 * HOUR)
  events.past = await event('Vorbei', -5 * HOUR)
  events.offline = await event('Offline', 6 * HOUR, { is_online: false })
  for (const [key, email] of [
    ['ina', 'ina@fav.example'],
    ['ole', 'ole@fav.example'],
  ] as const) {
    customers[key] = (
      await payload.create({
        collection: 'customers',
        data: {
          email,
          password: PASSWORD,
          first_name: key,
          last_name: 'Test',
          favourites: key === 'ole' ? [events.later] : [],
          _verified: true,
        },
        disableVerificationEmail: true,
        overrideAccess: true,
        context,
      })
    ).id
    tokens[key] = (await payload.login({ collection: 'customers', data: { email, password: PASSWORD } })).token ?? ''
  }
  await payload.create({
    collection: 'users',
    data: { email: 'ed@fav.example', password: PASSWORD, name: 'Ed', roles: ['editor'] },
    overrideAccess: true,
    context,
  })
  tokens.editor = (await payload.login({ collection: 'users', data: { email: 'ed@fav.example', password: PASSWORD } })).token ?? ''
})

describe('favourites of a device (public calls)', () => {
  it('lists the upcoming public events among the ids, in start order; past, offline and unknown ids drop out', async () => {
    const response = await getFavouriteEvents(
      call(`/de/api/favourites/events/?ids=${events.later},${events.past},${events.offline},999999,${events.soon}`),
      locale('de'),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('s-maxage=60')
    const body = (await response.json()) as { results: { id: number; title: string }[] }
    expect(body.results.map((event) => event.title)).toEqual(['Bald', 'Überschneidung'])
    expect(
      ((await (await getFavouriteEvents(call('/de/api/favourites/events/?ids='), locale('de'))).json()) as { results: unknown[] }).results,
    ).toEqual([])
  })

  it('answers 400 for ids that are not ids, 404 for an unknown language', async () => {
    expect((await getFavouriteEvents(call('/de/api/favourites/events/?ids=1,zwei'), locale('de'))).status).toBe(400)
    expect((await getFavouriteEvents(call('/de/api/favourites/events/?ids=-3'), locale('de'))).status).toBe(400)
    expect((await getFavouriteEvents(call('/fr/api/favourites/events/?ids=1'), locale('fr'))).status).toBe(404)
  })

  it('gives all of them as one calendar file', async () => {
    const response = await getFavouritesIcs(call(`/en/api/favourites/ics/?ids=${events.soon},${events.later}`), locale('en'))
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const calendar = new ICAL.Component(ICAL.parse(await response.text()))
    expect(calendar.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('summary'))).toEqual([
      'Bald',
      'Überschneidung',
    ])
  })
})

describe('favourites of a customer account', () => {
  it('merges the device’s favourites on login, keeps what the account had, and adds only events the public may see', async () => {
    const merged = await changeAccount(
      call('/api/favourites/', { method: 'POST', token: tokens.ole, body: { add: [events.soon, events.offline, 999999] } }),
    )
    expect(merged.status).toBe(200)
    expect(((await merged.json()) as { ids: number[] }).ids).toEqual([events.later, events.soon])
    const stored = (await (await getAccount(call('/api/favourites/', { token: tokens.ole }))).json()) as {
      ids: number[]
      calendar_url: string | null
    }
    expect(stored).toEqual({ ids: [events.later, events.soon], calendar_url: null })
    const removed = (await (
      await changeAccount(call('/api/favourites/', { method: 'POST', token: tokens.ole, body: { remove: [events.later] } }))
    ).json()) as { ids: number[] }
    expect(removed.ids).toEqual([events.soon])
  })

  it('a customer changes only their own favourites', async () => {
    await changeAccount(call('/api/favourites/', { method: 'POST', token: tokens.ina, body: { add: [events.later] } }))
    expect(((await (await getAccount(call('/api/favourites/', { token: tokens.ina }))).json()) as { ids: number[] }).ids).toEqual([
      events.later,
    ])
    expect(((await (await getAccount(call('/api/favourites/', { token: tokens.ole }))).json()) as { ids: number[] }).ids).toEqual([
      events.soon,
    ])
  })

  it('answers 400 for a body that is not a change', async () => {
    expect((await changeAccount(call('/api/favourites/', { method: 'POST', token: tokens.ina, body: { add: ['x'] } }))).status).toBe(400)
  })

  it('a private calendar subscription: made, read without a session, made anew (the old one stops), revoked', async () => {
    const made = (await (await makeSubscription(call('/api/favourites/calendar/', { method: 'POST', token: tokens.ina }))).json()) as {
      calendar_url: string
    }
    const token = new URL(made.calendar_url).pathname.split('/').at(-2) ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const feed = await getSubscription(call(made.calendar_url.replace(/^https?:\/\/[^/]+/, '')), { params: Promise.resolve({ token }) })
    expect(feed.status).toBe(200)
    expect(await feed.text()).toContain('SUMMARY:Überschneidung')
    const again = (await (await makeSubscription(call('/api/favourites/calendar/', { method: 'POST', token: tokens.ina }))).json()) as {
      calendar_url: string
    }
    expect(again.calendar_url).not.toBe(made.calendar_url)
    expect((await getSubscription(call('/'), { params: Promise.resolve({ token }) })).status).toBe(404)
    expect((await revokeSubscription(call('/api/favourites/calendar/', { method: 'DELETE', token: tokens.ina }))).status).toBe(204)
    const newToken = new URL(again.calendar_url).pathname.split('/').at(-2) ?? ''
    expect((await getSubscription(call('/'), { params: Promise.resolve({ token: newToken }) })).status).toBe(404)
    expect((await makeSubscription(call('/api/favourites/calendar/', { method: 'POST' }))).status).toBe(401)
  })

  it('nobody else reads the subscription secret through the CMS API', async () => {
    await makeSubscription(call('/api/favourites/calendar/', { method: 'POST', token: tokens.ole }))
    const asBoxOffice = await payload.find({
      collection: 'customers',
      where: { id: { equals: customers.ole } },
      overrideAccess: false,
      user: { collection: 'users', id: 1, roles: ['boxOffice'] } as never,
    })
    expect(asBoxOffice.docs[0]?.calendar_token).toBeUndefined()
    const asSelf = await payload.findByID({
      collection: 'customers',
      id: customers.ole,
      overrideAccess: false,
      user: {
        ...(await payload.findByID({ collection: 'customers', id: customers.ole, overrideAccess: true })),
        collection: 'customers',
      } as never,
    })
    expect(asSelf.calendar_token).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })
})
