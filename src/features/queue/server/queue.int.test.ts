import { createClient, type RedisClientType } from '@redis/client'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as getEventTickets } from '@/app/(frontend)/[locale]/api/events/[id]/tickets/route'
import { POST as postShopCart } from '@/app/api/shop-cart/route'
import { POST as postJoin } from '@/app/api/queue/join/route'
import { GET as getQueue } from '@/app/api/queue/route'

import { testPayload } from '../../../../tests/setup/payload'
import { unsafeRequest } from '../../../../tests/setup/requests'
import { testPerformance } from '../../../../tests/setup/performances'
import { CLIENT_ADDRESS_HEADER } from '@/features/security/domain/clientAddress'
import { rankCorrelation } from '../domain/fairness'
import { drawDue, type Opening, PLACES_PER_CLIENT, viewOf } from '../domain/rules'
import { forgetOpenings } from './openings'
import { joinQueue, queueStatus } from './queue'
import { redisQueueStore } from './redisStore'
import { sqlQueueStore } from './sqlStore'
import type { QueueStore } from './store'
import { newPlaceKey, signQueueToken } from './token'

vi.mock('next/cache', () => ({ unstable_cache: <F>(read: F) => read, revalidateTag: () => undefined, revalidatePath: () => undefined }))
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: () => undefined }))

const context = { disableRevalidate: true }
const MINUTE = 60_000
let payload: Payload
let redis: RedisClientType | null = null

beforeAll(async () => {
  payload = await testPayload()
  const client: RedisClientType = createClient({
    url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    socket: { connectTimeout: 1000, reconnectStrategy: false },
  })
  client.on('error', () => undefined)
  redis = await client.connect().then(
    () => client,
    () => null,
  )
})
afterAll(async () => {
  await redis?.quit()
})

let openings = 0
/** An opening as a store sees it (the store tests need no document). */
function openingAt(opensAt: number, overrides: Partial<Opening> = {}): Opening {
  return {
    // Ids of their own in every run: Redis outlives the test database.
    id: 1_000_000 + (((Date.now() / 1000) % 1_000_000) | 0) * 10 + ++openings,
    name: 'Vorverkauf',
    opensAt: new Date(opensAt),
    prequeueMinutes: 30,
    admitPerMinute: 60,
    admissionMinutes: 15,
    events: [],
    challenge: 0,
    active: true,
    paused: false,
    ...overrides,
  }
}

const stores: [string, () => QueueStore | null][] = [
  ['the database', () => sqlQueueStore(payload)],
  ['Redis', () => (redis ? redisQueueStore(redis) : null)],
]

describe.each(stores)('the queue in %s', (_name, storeOf) => {
  const store = () => {
    const made = storeOf()
    if (!made) throw new Error('no Redis at TEST_REDIS_URL or 127.0.0.1:6379')
    return made
  }
  const join = (opening: Opening, nowMs: number, client: string, key = newPlaceKey()) =>
    store()
      .join(opening, {
        key,
        client,
        draw: Math.floor(Math.random() * 2 ** 47),
        nowMs,
        drawDue: nowMs >= opening.opensAt.getTime(),
        perClient: PLACES_PER_CLIENT,
      })
      .then((joined) => (joined ? key : null))
  const read = async (opening: Opening, key: string, nowMs: number) => {
    const place = await store().read(opening, key, nowMs, nowMs >= opening.opensAt.getTime())
    if (!place) throw new Error('no place')
    return place
  }

  it('draws who came before the opening in a random order, and queues who came after in order of arrival', async () => {
    const opens = Date.now() + 3_600_000
    const opening = openingAt(opens)
    const early: string[] = []
    for (let i = 0; i < 200; i++) early.push((await join(opening, opens - 30 * MINUTE + i * 1000, `198.18.0.${i}`)) ?? '')
    const before = await read(opening, early[0] ?? '', opens - MINUTE)
    expect(before.place.position).toBeNull()
    const late: string[] = []
    for (let i = 0; i < 50; i++) late.push((await join(opening, opens + 1000 + i * 100, `198.18.1.${i}`)) ?? '')
    const earlyPlaces = await Promise.all(early.map(async (key) => (await read(opening, key, opens + 10 * MINUTE)).place.position ?? 0))
    const latePlaces = await Promise.all(late.map(async (key) => (await read(opening, key, opens + 10 * MINUTE)).place.position ?? 0))
    expect([...earlyPlaces].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1))
    expect(latePlaces).toEqual(Array.from({ length: 50 }, (_, i) => 201 + i))
    // 200 draws: a correlation past ±0.25 with the order of arrival would happen by chance less than once in a thousand runs.
    expect(
      Math.abs(
        rankCorrelation(
          early.map((_, i) => i),
          earlyPlaces,
        ),
      ),
    ).toBeLessThan(0.25)
  })

  it('gives every place once when many join at the same moment, and a client a few places at most', async () => {
    const opens = Date.now() - MINUTE
    const opening = openingAt(opens)
    const keys = await Promise.all(Array.from({ length: 60 }, (_, i) => join(opening, Date.now(), `198.18.2.${i}`)))
    const places = await Promise.all(keys.map(async (key) => (await read(opening, key ?? '', Date.now())).place.position))
    expect([...places].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 60 }, (_, i) => i + 1))
    const same = await Promise.all(Array.from({ length: PLACES_PER_CLIENT + 3 }, () => join(opening, Date.now(), '2001:db8:1:2::/64')))
    expect(same.filter((key) => key !== null)).toHaveLength(PLACES_PER_CLIENT)
  })

  it('admits the rate a minute from the opening, records each admission once, and keeps its place across a pause and a new rate', async () => {
    const opens = Date.now() - 10 * MINUTE
    const opening = openingAt(opens)
    const keys: string[] = []
    for (let i = 0; i < 20; i++) keys.push((await join(opening, opens - MINUTE, `198.18.3.${i}`)) ?? '')
    const at = opens + 10_500
    const views = await Promise.all(
      keys.map(async (key) => ({
        key,
        ...viewOf(opening, (await read(opening, key, at)).state, (await read(opening, key, at)).place, at),
      })),
    )
    expect(views.filter((view) => view.view.state === 'admitted')).toHaveLength(10)
    const first = views.find((view) => view.view.position === 1)
    expect(await store().admit(opening, first?.key ?? '', at)).toBe(at)
    expect(await store().admit(opening, first?.key ?? '', at + 5000)).toBe(at)
    // Paused at 15 s: nobody more until it goes on; then twice the rate from where it stood.
    await store().retune({ ...opening, paused: true }, opens + 15_000)
    expect((await store().state(opening))?.base).toBe(15)
    await store().retune({ ...opening, admitPerMinute: 120 }, opens + 60_000)
    const state = await store().state(opening)
    expect(state).toMatchObject({ base: 15, baseMs: opens + 60_000, rate: 120, paused: false })
    expect((await store().counts(opening, at)).admitted).toBe(1)
  })

  it('lets a newcomer to a drained queue wait for the rate, not for what the empty queue saved up', async () => {
    const opens = Date.now() - 60 * MINUTE
    const opening = openingAt(opens)
    await join(opening, opens - MINUTE, '198.18.4.1')
    const now = opens + 30 * MINUTE
    const key = (await join(opening, now, '198.18.4.2')) ?? ''
    const { state, place } = await read(opening, key, now)
    expect(place.position).toBe(2)
    expect(viewOf(opening, state, place, now).view.state).toBe('waiting')
    expect(viewOf(opening, state, place, now + 1000).view.state).toBe('admitted')
  })
})

async function makeOpening(data: Record<string, unknown>): Promise<Opening['id']> {
  const doc = await payload.create({
    collection: 'sale-openings',
    locale: 'de',
    data: { name: 'Vorverkauf Festival', opens_at: new Date(Date.now() - MINUTE).toISOString(), ...data } as never,
    overrideAccess: true,
    context,
  })
  forgetOpenings()
  return doc.id
}

let jets = 0
async function performance(capacity = 50): Promise<{ id: number; jet: string; group: number }> {
  const show = await testPerformance(payload, {
    jet: `Q${Date.now() % 1_000_000}${++jets}`,
    capacity,
    prices: [{ saleType: 1, name: 'Vollpreis', cents: 2000 }],
  })
  return { id: show.event, jet: show.jet, group: show.group }
}

const cookieOf = (response: Response) => /festival_queue=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null
const cart = (show: { jet: string; group: number }, cookies: string[] = [], language = 'de') => {
  const request = unsafeRequest(
    '/api/shop-cart/',
    { quantities: [1], sale_type_ids: [1], event_jet_id: show.jet, seat_group: show.group },
    { cookies },
  )
  request.headers.set('accept-language', language)
  return postShopCart(request)
}

describe('the waiting room at the booking calls', () => {
  it('sends a visitor without a place to the waiting room, in their language, and lets an admitted one book', async () => {
    const show = await performance()
    const other = await performance()
    const opening = await makeOpening({ admit_per_minute: 100_000, events: [show.id] })
    const refused = await cart(show)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      error: 'queue',
      queue_url: `/de/warteraum?opening=${opening}`,
      message: expect.stringContaining('Warteraum'),
    })
    const english = await cart(show, [], 'en')
    expect(await english.json()).toMatchObject({
      queue_url: `/en/waiting-room?opening=${opening}`,
      message: expect.stringContaining('waiting room'),
    })
    const tickets = await getEventTickets(new Request(`http://localhost/en/api/events/${show.id}/tickets/`), {
      params: Promise.resolve({ locale: 'en', id: String(show.id) }),
    })
    expect(tickets.status).toBe(429)
    // A performance the opening does not cover sells as ever.
    expect((await cart(other)).status).toBe(200)

    const joined = await postJoin(unsafeRequest('/api/queue/join/', { opening }))
    expect(joined.status).toBe(200)
    const token = cookieOf(joined)
    expect(joined.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const status = await getQueue(new Request('http://localhost/api/queue/', { headers: { cookie: `festival_queue=${token}` } }))
    expect(await status.json()).toMatchObject({ state: 'admitted', position: 1, ahead: 0, opening })
    expect((await cart(show, [`festival_queue=${token}`])).status).toBe(200)
    // The same browser asking again keeps its place.
    const again = await postJoin(unsafeRequest('/api/queue/join/', { opening }, { cookies: [`festival_queue=${token}`] }))
    expect((await again.json()).position).toBe(1)
    // The page's form (sent before its script ran, or without one) comes back to the waiting room
    // with the page to book on, as the room's address named it; never a page elsewhere.
    const form = (back: string) =>
      postJoin(
        new Request('http://localhost/api/queue/join/', {
          method: 'POST',
          headers: {
            host: 'localhost',
            origin: 'http://localhost',
            referer: `http://localhost/de/warteraum?opening=${opening}&back=${encodeURIComponent(back)}`,
            'content-type': 'application/x-www-form-urlencoded',
            cookie: `festival_queue=${token}`,
            [CLIENT_ADDRESS_HEADER]: '203.0.113.77',
          },
          body: new URLSearchParams({ opening: String(opening), locale: 'de' }).toString(),
        }),
      )
    const sent = await form('/de/programm/probe/12')
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe(`/de/warteraum?opening=${opening}&back=${encodeURIComponent('/de/programm/probe/12')}`)
    expect((await form('https://evil.example/')).headers.get('location')).toBe(`/de/warteraum?opening=${opening}`)
  })

  it('steps aside once its queue has drained and nothing it covers has seats left: the visitor hears sold out', async () => {
    const show = await performance(1)
    const opening = await makeOpening({ admit_per_minute: 100_000, events: [show.id] })
    const token = cookieOf(await postJoin(unsafeRequest('/api/queue/join/', { opening })))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await cart(show, [`festival_queue=${token}`])).status).toBe(200)
    const late = await cart(show)
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({ response_code: -214 })
  })

  it('refuses a forged or edited token, and a join without the CSRF token', async () => {
    const show = await performance()
    const opening = await makeOpening({ admit_per_minute: 100_000, events: [show.id] })
    const forged = `${opening}.${newPlaceKey()}.${'A'.repeat(43)}`
    const unknown = signQueueToken({ opening, key: newPlaceKey() })
    for (const token of [forged, unknown, 'nonsense']) {
      expect((await cart(show, [`festival_queue=${token}`])).status).toBe(429)
      const status = await getQueue(new Request('http://localhost/api/queue/', { headers: { cookie: `festival_queue=${token}` } }))
      expect(await status.json()).toMatchObject({ state: 'none' })
    }
    expect((await postJoin(unsafeRequest('/api/queue/join/', { opening }, { csrf: false }))).status).toBe(403)
  })

  it('asks for a proof of work where the opening sets one, and gives a place for a solved one only', async () => {
    const opening = await makeOpening({ challenge: 1, events: [] })
    const first = await postJoin(unsafeRequest('/api/queue/join/', { opening }))
    expect(first.status).toBe(400)
    const { challenge } = await first.json()
    const wrong = await postJoin(
      unsafeRequest('/api/queue/join/', { opening, altcha: JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } }) }),
    )
    expect(wrong.status).toBe(400)
    const solution = await solveChallenge({ challenge, deriveKey })
    const solved = await postJoin(unsafeRequest('/api/queue/join/', { opening, altcha: JSON.stringify({ challenge, solution }) }))
    expect(solved.status).toBe(200)
    await payload.update({ collection: 'sale-openings', id: opening, data: { active: false }, overrideAccess: true, context })
    forgetOpenings()
  })

  it('keeps the waiting room closed before its pre-queue, and says when the sale opens', async () => {
    const opensAt = new Date(Date.now() + 2 * 3_600_000)
    const opening = await makeOpening({ opens_at: opensAt.toISOString(), prequeue_minutes: 30 })
    const early = await postJoin(unsafeRequest('/api/queue/join/', { opening }))
    expect(early.status).toBe(409)
    expect(await early.json()).toMatchObject({ error: 'not_open_yet', opens_at: opensAt.toISOString() })
    const now = new Date(opensAt.getTime() - 10 * MINUTE)
    const joined = await joinQueue(
      payload,
      { cookie: null, openingId: opening, client: '198.18.9.1', locale: 'de', solved: async () => true },
      now,
    )
    expect(joined.ok && joined.view).toMatchObject({ state: 'prequeue', eta_seconds: 600 })
    const view = await queueStatus(payload, joined.ok ? joined.cookie : null, new Date(opensAt.getTime() + 1000))
    expect(view).toMatchObject({ state: 'admitted', position: 1 })
    expect(drawDue({ opensAt } as Opening, now)).toBe(false)
  })
})
