import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postWaitingListEntry } from '@/app/api/waiting-list/entry/route'
import { POST as postWaitingList } from '@/app/api/waiting-list/route'
import { readRows, stmt, bind, num } from '@/lib/db/sql'

import { testPayload } from '../../../../../tests/setup/payload'
import { unsafeRequest } from '../../../../../tests/setup/requests'
import { smtpPort, startSmtp } from '../../../../../tests/setup/smtp'
import { testPerformance, type TestShow } from '../../../../../tests/setup/performances'
import { HOLD_MS } from '../../domain/cart'
import { WAITLIST_PER_CLIENT } from '../../domain/waitingList'
import { ticketingProvider } from '../../providers/registry'
import { confirmEntry, entryById, entryOfLink, leaveEntry, placeInLine, takeOffer } from './entry'
import { offerReturnedSeats } from './offers'
import { endWaitingList, notifyCancellation } from '../cancellationMails'

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
const HOUR = 3_600_000
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
let shows = 0

beforeAll(async () => {
  smtp = await startSmtp(smtpPort())
  payload = await testPayload()
})
afterAll(async () => {
  await smtp.close()
})
afterEach(async () => {
  await settle()
})

async function settle(): Promise<void> {
  while (pending.length > 0) await Promise.all(pending.splice(0))
}

type Show = TestShow

/** A performance with one seat group of `capacity` seats and two prices (full 29 €, reduced 8 €). */
function performance(capacity: number, daysAhead = 3): Promise<Show> {
  ++shows
  return testPerformance(payload, {
    jet: `wait-${process.pid}-${shows}`,
    capacity,
    daysAhead,
    title: { de: `Warten ${shows}` },
    prices: [
      { saleType: 1, name: 'Vollpreis', cents: 2900 },
      { saleType: 2, name: 'Ermäßigt', cents: 800 },
    ],
  })
}

async function hold(show: Show, quantity: number, now = new Date()): Promise<string> {
  const result = await ticketingProvider(payload).reserve(
    { cartToken: null, eventJetId: show.jet, seatGroupId: show.group, blockId: null, lines: [{ saleTypeId: 1, quantity }] },
    now,
  )
  if (!result.ok) throw new Error(result.error)
  return result.value.token
}

function join(
  show: Show,
  email: string,
  tickets: Record<number, number>,
  init: { address?: string; locale?: 'de' | 'en'; csrf?: boolean } = {},
) {
  const fields: Record<string, string> = { event: show.jet, email, locale: init.locale ?? 'de' }
  for (const [saleType, quantity] of Object.entries(tickets)) fields[`q-${show.group}-${saleType}`] = String(quantity)
  return postWaitingList(unsafeRequest('/api/waiting-list/', fields, { address: init.address, csrf: init.csrf }))
}

/** The entry of an address on a performance's list, from the database. */
async function entryOf(show: Show, email: string) {
  const [row] = await readRows(
    payload,
    stmt`SELECT "id" FROM "waiting_list" WHERE "event_id" = ${bind.int(show.event)} AND "email" = ${bind.text(email)} ORDER BY "id" DESC`,
  )
  const entry = row ? await entryById(payload, num(row.id)) : null
  if (!entry) throw new Error(`no entry for ${email}`)
  return entry
}

/** Joins and confirms, one after the other, so they stand in line in this order. */
async function inLine(show: Show, wants: readonly number[], now = new Date()) {
  const entries = []
  for (const [index, quantity] of wants.entries()) {
    const email = `line.${show.jet}.${index}@example.org`
    expect((await join(show, email, { 1: quantity })).status).toBe(200)
    const entry = await entryOf(show, email)
    expect(await confirmEntry(payload, entry, now)).toBe(true)
    entries.push(entry)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return entries
}

async function status(id: number, now = new Date()) {
  return (await entryById(payload, id, now))?.status
}

/** The link mailed to an address (its entry's id and secret), from the last mail whose subject matches. */
async function mailedLink(email: string, subject: RegExp): Promise<{ id: number; secret: string }> {
  await settle()
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    const mail = smtp.messages.findLast(
      (message) => message.to && JSON.stringify(message.to).includes(email) && subject.test(message.subject ?? ''),
    )
    const match = mail?.text?.match(/\/webshop\/waiting-list\/(\d+)\/([A-Za-z0-9_-]{32})/)
    if (match?.[1] && match[2]) return { id: Number(match[1]), secret: match[2] }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no mail to ${email}`)
}

describe('the waiting list of a sold-out performance', () => {
  it('takes an address through the call, mails its link in the visitor’s language, and queues the entry only once confirmed', async () => {
    const show = await performance(2)
    await hold(show, 2)
    const answer = await join(show, 'wartende@example.org', { 1: 1, 2: 1 }, { locale: 'en' })
    expect(answer.status).toBe(200)
    expect((await answer.json()).message).toMatch(/^Almost done: we have sent you an e-mail/)
    const link = await mailedLink('wartende@example.org', /^Please confirm your place on the waiting list/)
    const entry = await entryOfLink(payload, link.id, link.secret)
    expect(entry?.status).toBe('unconfirmed')
    expect(entry?.lines).toEqual([
      { saleTypeId: 1, quantity: 1 },
      { saleTypeId: 2, quantity: 1 },
    ])
    // A made-up or altered secret opens nothing.
    expect(await entryOfLink(payload, link.id, `${link.secret.slice(0, 31)}${link.secret.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    if (!entry) return
    expect(await confirmEntry(payload, entry)).toBe(true)
    expect(await status(entry.id)).toBe('waiting')
    expect(await placeInLine(payload, entry)).toBe(1)
    // Without confirmation within the day, an entry lapses.
    await join(show, 'vergessen@example.org', { 1: 1 })
    const forgotten = await entryOf(show, 'vergessen@example.org')
    expect(await status(forgotten.id, new Date(Date.now() + 25 * HOUR))).toBe('lapsed')
  })

  it('refuses where seats are free, keeps one entry per address however spelt, and a few per connection', async () => {
    const show = await performance(3)
    const free = await join(show, 'frei@example.org', { 1: 2 })
    expect(free.status).toBe(409)
    expect((await free.json()).error).toBe('Für diese Karten sind Plätze frei: Sie können sie jetzt buchen.')
    await hold(show, 3)
    expect((await join(show, 'Ada.Doppelt@example.org', { 1: 1 })).status).toBe(200)
    const confirmations = async () => {
      await settle()
      return smtp.messages.filter((message) => JSON.stringify(message.to).includes('Ada.Doppelt@example.org')).length
    }
    expect(await confirmations()).toBe(1)
    // The same person again (case, +tag): the same answer, no second entry; the confirmation again
    // (the first went astray), to the address first given only.
    expect((await join(show, 'ada.doppelt+2@EXAMPLE.org', { 1: 2 })).status).toBe(200)
    const rows = await readRows(payload, stmt`SELECT COUNT(*) AS "n" FROM "waiting_list" WHERE "event_id" = ${bind.int(show.event)}`)
    expect(num(rows[0]?.n)).toBe(1)
    expect(await confirmations()).toBe(2)
    expect(smtp.messages.some((message) => JSON.stringify(message.to).includes('ada.doppelt+2'))).toBe(false)
    // Once confirmed, joining again mails nothing: the entry waits in line.
    const ada = await entryOf(show, 'Ada.Doppelt@example.org')
    expect(await confirmEntry(payload, ada)).toBe(true)
    expect((await join(show, 'ADA.doppelt@example.org', { 1: 1 })).status).toBe(200)
    expect(await confirmations()).toBe(2)
    const address = '203.0.113.77'
    for (let index = 0; index < WAITLIST_PER_CLIENT; index += 1)
      expect((await join(show, `haus.${index}@example.org`, { 1: 1 }, { address })).status).toBe(200)
    const over = await join(show, 'haus.x@example.org', { 1: 1 }, { address })
    expect(over.status).toBe(429)
    expect((await over.json()).error).toBe('Von Ihrem Anschluss stehen schon genug Einträge auf dieser Warteliste.')
    // Tickets from two seat groups, none, or more than the cap: said in the visitor's language.
    expect((await (await join(show, 'leer@example.org', {}, { locale: 'en' })).json()).error).toBe('Please choose at least one ticket.')
    expect((await join(show, 'viele@example.org', { 1: 10, 2: 1 })).status).toBe(400)
  })

  it('keeps the caps when many join at the same moment', async () => {
    const show = await performance(1)
    await hold(show, 1)
    const count = async () =>
      num((await readRows(payload, stmt`SELECT COUNT(*) AS "n" FROM "waiting_list" WHERE "event_id" = ${bind.int(show.event)}`))[0]?.n)
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => join(show, `gleich@example.org`, { 1: 1 }, { address: `192.0.2.${index + 1}` })),
    )
    expect(await count()).toBe(1)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => join(show, `nachbar.${index}@example.org`, { 1: 1 }, { address: '192.0.2.200' })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(WAITLIST_PER_CLIENT)
    expect(await count()).toBe(1 + WAITLIST_PER_CLIENT)
  })

  it('refuses a join without the CSRF token', async () => {
    const show = await performance(1)
    await hold(show, 1)
    expect((await join(show, 'ohne@example.org', { 1: 1 }, { csrf: false })).status).toBe(403)
  })

  it('answers a link whose id or secret is not one by going back, never with an error', async () => {
    for (const id of ['9999999999', '0', 'x']) {
      const response = await postWaitingListEntry(
        unsafeRequest(
          '/api/waiting-list/entry/',
          { id, secret: 's'.repeat(32), action: 'confirm' },
          { address: '198.51.100.44', form: true },
        ),
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toMatch(/\/webshop\/?(\?|$)/)
    }
  })

  it('offers returned seats in the order of joining, each as soon as its tickets fit, and mails the offer', async () => {
    const show = await performance(4)
    const now = new Date()
    await hold(show, 4, now)
    const [first, second, third] = await inLine(show, [3, 1, 2], now)
    if (!first || !second || !third) throw new Error('three entries')
    // Nothing came back yet: nobody is offered anything.
    expect(await offerReturnedSeats(payload, now, [show.event])).toBe(0)
    // The hold runs out by the clock: four seats, the first (3) and the second (1) fit, the third waits.
    const later = new Date(now.getTime() + HOLD_MS + 1000)
    expect(await offerReturnedSeats(payload, later, [show.event])).toBe(2)
    expect([await status(first.id, later), await status(second.id, later), await status(third.id, later)]).toEqual([
      'offered',
      'offered',
      'waiting',
    ])
    const counts = (await ticketingProvider(payload).availability([show.event], later)).get(show.event)
    expect(counts?.seatGroups[0]?.taken).toBe(4)
    const offer = await mailedLink(first.email, /^Karten für Sie: Warten/)
    expect(offer.id).toBe(first.id)
    // The first does not want them after all: its three seats go to the next who fits (the third, two).
    const offered = await entryById(payload, first.id, later)
    if (!offered) throw new Error('the first entry')
    expect(await leaveEntry(payload, offered, later)).toBe(true)
    expect(await offerReturnedSeats(payload, later, [show.event])).toBe(1)
    expect(await status(third.id, later)).toBe('offered')
  })

  it('lets an offer nobody takes lapse after the hours the back office sets, and passes its seats to the next', async () => {
    const show = await performance(1, 5)
    const now = new Date()
    await hold(show, 1, now)
    const [first, second] = await inLine(show, [1, 1], now)
    if (!first || !second) throw new Error('two entries')
    const later = new Date(now.getTime() + HOLD_MS + 1000)
    await offerReturnedSeats(payload, later, [show.event])
    const made = await entryById(payload, first.id, later)
    expect(made?.offerUntil?.getTime()).toBe(later.getTime() + 24 * HOUR)
    const dayAfter = new Date(later.getTime() + 24 * HOUR + 1000)
    expect(await offerReturnedSeats(payload, dayAfter, [show.event])).toBe(1)
    expect([await status(first.id, dayAfter), await status(second.id, dayAfter)]).toEqual(['lapsed', 'offered'])
  })

  it('puts a taken offer into the visitor’s cart beside what they hold, until the offer’s time', async () => {
    const show = await performance(2)
    const other = await performance(5)
    const now = new Date()
    await hold(show, 2, now)
    const [entry] = await inLine(show, [2], now)
    if (!entry) throw new Error('an entry')
    const later = new Date(now.getTime() + HOLD_MS + 1000)
    await offerReturnedSeats(payload, later, [show.event])
    const visitorCart = await hold(other, 1, later)
    const offered = await entryById(payload, entry.id, later)
    if (!offered) throw new Error('the offer')
    const taken = await takeOffer(payload, offered, visitorCart, later)
    expect(taken.ok).toBe(true)
    if (!taken.ok) return
    const cart = await ticketingProvider(payload).cart(taken.cartToken, 'de', later)
    expect(cart?.lines.map((line) => [line.eventId, line.quantity])).toEqual(
      expect.arrayContaining([
        [show.event, 2],
        [other.event, 1],
      ]),
    )
    expect(cart?.lines.find((line) => line.eventId === show.event)?.expiresAt.getTime()).toBe(offered.offerUntil?.getTime())
    // Taken twice (another device): the same cart; past the offer's time: lapsed.
    const again = await entryById(payload, entry.id, later)
    if (!again) throw new Error('the entry')
    expect(await takeOffer(payload, again, null, later)).toEqual({ ok: true, cartToken: taken.cartToken })
    expect(await takeOffer(payload, again, null, new Date(later.getTime() + 25 * HOUR))).toEqual({ ok: false, error: 'lapsed' })
  })

  it('holds tickets added beside a taken offer for the usual quarter hour, not for the offer’s hours', async () => {
    const show = await performance(2)
    const now = new Date()
    await hold(show, 2, now)
    const [entry] = await inLine(show, [1], now)
    if (!entry) throw new Error('an entry')
    const later = new Date(now.getTime() + HOLD_MS + 1000)
    await offerReturnedSeats(payload, later, [show.event])
    const offered = await entryById(payload, entry.id, later)
    if (!offered) throw new Error('the offer')
    const taken = await takeOffer(payload, offered, null, later)
    if (!taken.ok) throw new Error(taken.error)
    // The seat left over, added to the same cart: its clock is the quarter hour's, the offer keeps its own.
    const added = await ticketingProvider(payload).reserve(
      { cartToken: taken.cartToken, eventJetId: show.jet, seatGroupId: show.group, blockId: null, lines: [{ saleTypeId: 2, quantity: 1 }] },
      later,
    )
    if (!added.ok) throw new Error(added.error)
    expect(added.value.expiresAt.getTime()).toBe(later.getTime() + HOLD_MS)
    const cart = await ticketingProvider(payload).cart(taken.cartToken, 'de', later)
    expect(cart?.lines.map((line) => line.expiresAt.getTime()).sort()).toEqual([later.getTime() + HOLD_MS, offered.offerUntil?.getTime()])
  })

  it('gives the seats back when the offer’s mail cannot go out, and offers nothing while the shop is offline', async () => {
    const show = await performance(1)
    const now = new Date()
    await hold(show, 1, now)
    const [entry] = await inLine(show, [1], now)
    if (!entry) throw new Error('an entry')
    const later = new Date(now.getTime() + HOLD_MS + 1000)
    const taken = async () => (await ticketingProvider(payload).availability([show.event], later)).get(show.event)?.seatGroups[0]?.taken
    const mail = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('the mail server is away'))
    try {
      expect(await offerReturnedSeats(payload, later, [show.event])).toBe(0)
    } finally {
      mail.mockRestore()
    }
    // Nobody heard of the offer: the entry waits at its place, its seat is free again.
    expect(await status(entry.id, later)).toBe('waiting')
    expect(await taken()).toBe(0)
    await payload.updateGlobal({ slug: 'site-settings', data: { is_shop_online: false }, overrideAccess: true, context })
    try {
      expect(await offerReturnedSeats(payload, later, [show.event])).toBe(0)
      expect(await status(entry.id, later)).toBe('waiting')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { is_shop_online: true }, overrideAccess: true, context })
    }
    expect(await offerReturnedSeats(payload, later, [show.event])).toBe(1)
    expect(await taken()).toBe(1)
  })

  it('passes an open offer’s seats to the next at once when the box office removes its entry', async () => {
    const show = await performance(1)
    const blocker = await hold(show, 1)
    const [first, second] = await inLine(show, [1, 1])
    if (!first || !second) throw new Error('two entries')
    await ticketingProvider(payload).release(blocker)
    expect(await offerReturnedSeats(payload, new Date(), [show.event])).toBe(1)
    await payload.delete({ collection: 'waiting-list', id: first.id, overrideAccess: true })
    await settle()
    expect(await status(second.id)).toBe('offered')
  })

  it('never offers a seat twice when two runs go at the same moment', async () => {
    const show = await performance(3)
    const now = new Date()
    await hold(show, 3, now)
    const entries = await inLine(show, [1, 1, 1, 1, 1], now)
    const later = new Date(now.getTime() + HOLD_MS + 1000)
    const runs = await Promise.all([
      offerReturnedSeats(payload, later, [show.event]),
      offerReturnedSeats(payload, later, [show.event]),
      offerReturnedSeats(payload, later, [show.event]),
    ])
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(3)
    const states = await Promise.all(entries.map((entry) => status(entry.id, later)))
    expect(states).toEqual(['offered', 'offered', 'offered', 'waiting', 'waiting'])
    const counts = (await ticketingProvider(payload).availability([show.event], later)).get(show.event)
    expect(counts?.seatGroups[0]?.taken).toBe(3)
  })

  it('ends when the festival cancels the performance: every entry lapses, and those who confirmed are told (issue 46)', async () => {
    const show = await performance(2)
    const now = new Date()
    await hold(show, 2, now)
    const [waiting] = await inLine(show, [1], now)
    const unconfirmed = `unbestaetigt.${show.jet}@example.org`
    expect((await join(show, unconfirmed, { 1: 1 })).status).toBe(200)
    const settled = await ticketingProvider(payload).cancelPerformance(show.event, 'credit', now)
    const ended = await endWaitingList(payload, show.event, now)
    expect(ended.map((entry) => [entry.email, entry.confirmed])).toEqual(
      expect.arrayContaining([
        [`line.${show.jet}.0@example.org`, true],
        [unconfirmed, false],
      ]),
    )
    expect(await status(waiting?.id ?? 0)).toBe('lapsed')
    expect(await status((await entryOf(show, unconfirmed)).id)).toBe('lapsed')
    // Nothing is offered from a cancelled performance, and a second end finds nobody.
    expect(await endWaitingList(payload, show.event, now)).toEqual([])
    await notifyCancellation(payload, show.event, settled, ended)
    const until = Date.now() + 10_000
    const told = () => smtp.messages.filter((message) => (message.subject ?? '').startsWith(`Abgesagt: Warten ${shows}`))
    while (told().length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(told().map((message) => JSON.stringify(message.to))).toEqual([expect.stringContaining(`line.${show.jet}.0@example.org`)])
    expect(told()[0]?.text).toContain('Ihr Platz auf der Warteliste für diese Vorstellung entfällt damit')
  })
})
