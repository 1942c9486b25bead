import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { BreakingNewsAlert, UserDetails } from '@/features/shell/server/shell'
import type { OpeningHoursToday } from '@/features/shell/domain/openingHours'
import { berlinDateKey, berlinOffsetMinutes, berlinParts } from '@/lib/time/berlin'

import { testPayload } from '../../../tests/setup/payload'
import { GET as getBreakingNews } from './breaking-news/route'
import { POST as postClientError } from './client-error/route'
import { POST as postErrorLog } from './dashboard-error-log/route'
import { GET as getOpeningHours } from './opening-hours-today/route'
import { GET as getUserDetails } from './user-details/route'

const context = { disableRevalidate: true }
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
const PASSWORD = 'geheim-geheim'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

// Only this file's own spies: the console.error guard of tests/setup restores its spy itself.
let spies: { mockRestore(): void }[] = []
afterEach(() => {
  for (const spy of spies) spy.mockRestore()
  spies = []
})
function spyOnWarn() {
  const spy = vi.spyOn(payload.logger, 'warn').mockImplementation(() => undefined)
  spies.push(spy)
  return spy
}

function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, { headers })
}

describe('GET /api/user-details/', () => {
  const keys = [
    'email',
    'first_name',
    'has_dashboard_online_access',
    'is_logged_in',
    'last_name',
    'login_url',
    'logout_url',
    'username',
    'webshop_url',
  ]

  it('answers an anonymous visitor with the login and shop addresses only, never cached', async () => {
    const response = await getUserDetails(get('/api/user-details/'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as UserDetails
    expect(Object.keys(body).sort()).toEqual(keys)
    expect(body).toEqual({
      has_dashboard_online_access: false,
      is_logged_in: false,
      username: null,
      email: null,
      first_name: null,
      last_name: null,
      login_url: '/webshop/account/login',
      logout_url: '/api/user-logout/',
      webshop_url: '/webshop',
    })
  })

  it('answers a logged-in customer with their names and the dashboard', async () => {
    await payload.create({
      collection: 'customers',
      data: { email: 'ina@example.org', password: PASSWORD, first_name: 'Ina', last_name: 'Kundin', _verified: true },
      disableVerificationEmail: true,
      overrideAccess: true,
      context,
    })
    await payload.updateGlobal({
      slug: 'design-settings',
      data: { webshop_link: 'https://shop.example.org/' },
      overrideAccess: true,
      context,
    })
    const { token } = await payload.login({ collection: 'customers', data: { email: 'ina@example.org', password: PASSWORD } })
    const response = await getUserDetails(get('/api/user-details/', { cookie: `csrftoken=x; payload-token=${token}` }))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({
      has_dashboard_online_access: true,
      is_logged_in: true,
      username: 'ina@example.org',
      email: 'ina@example.org',
      first_name: 'Ina',
      last_name: 'Kundin',
      login_url: '/webshop/account/login',
      logout_url: '/api/user-logout/',
      webshop_url: 'https://shop.example.org/',
    })
  })

  it('answers staff with their name split, without the customer dashboard', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'rita@example.org', password: PASSWORD, name: 'Rita von Redaktion', roles: ['editor'] },
      overrideAccess: true,
      context,
    })
    const { token } = await payload.login({ collection: 'users', data: { email: 'rita@example.org', password: PASSWORD } })
    const body = (await (await getUserDetails(get('/api/user-details/', { authorization: `JWT ${token}` }))).json()) as UserDetails
    expect(body).toMatchObject({
      has_dashboard_online_access: false,
      is_logged_in: true,
      username: 'rita@example.org',
      email: 'rita@example.org',
      first_name: 'Rita',
      last_name: 'von Redaktion',
    })
  })

  it('treats a broken session cookie as anonymous', async () => {
    const body = (await (await getUserDetails(get('/api/user-details/', { cookie: 'payload-token=kaputt' }))).json()) as UserDetails
    expect(body.is_logged_in).toBe(false)
  })
})

describe('GET /api/opening-hours-today/', () => {
  it('answers today’s weekly entries and today’s exception in the request’s language', async () => {
    const now = new Date()
    const { year, month, day } = berlinParts(now)
    const weekday = String(((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1) as '1' | '2' | '3' | '4' | '5' | '6' | '7'
    const otherDay = String((Number(weekday) % 7) + 1) as typeof weekday
    const tomorrow = new Date(now.getTime() + 36 * 60 * 60 * 1000)
    await payload.updateGlobal({
      slug: 'opening-hours',
      locale: 'de',
      data: {
        opening_hours: [
          { weekday, time_from: '10:00', time_to: '18:00' },
          { weekday: otherDay, time_from: '11:00', time_to: '12:00' },
        ],
        opening_hours_exceptions: [
          { date: now.toISOString(), closed: true, alternative_text: 'Nur Abendkasse', alternative_link_url: '/de/programm' },
          { date: tomorrow.toISOString(), time_from: '09:00', time_to: '10:00' },
        ],
      },
      overrideAccess: true,
      context,
    })
    const stored = await payload.findGlobal({ slug: 'opening-hours', locale: 'de', depth: 0, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'opening-hours',
      locale: 'en',
      data: {
        opening_hours_exceptions: (stored.opening_hours_exceptions ?? []).map((entry) => ({
          ...entry,
          alternative_text: entry.closed ? 'Evening box office only' : null,
        })),
      },
      overrideAccess: true,
      context,
    })
    expect(berlinDateKey(tomorrow)).not.toBe(berlinDateKey(now))

    const response = await getOpeningHours(get('/api/opening-hours-today/', { 'accept-language': 'de-DE,de;q=0.9' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(response.headers.get('vary')).toBe('Accept-Language')
    expect((await response.json()) as OpeningHoursToday).toEqual({
      opening_hours: [{ time_from: '10:00', time_to: '18:00', closed: false, alternative_link_url: null, alternative_text: null }],
      opening_hours_exceptions: [
        { time_from: null, time_to: null, closed: true, alternative_link_url: '/de/programm', alternative_text: 'Nur Abendkasse' },
      ],
      utc_offset_minutes: berlinOffsetMinutes(new Date()),
    })

    const english = (await (
      await getOpeningHours(get('/api/opening-hours-today/', { cookie: 'i18n_redirected=en' }))
    ).json()) as OpeningHoursToday
    expect(english.opening_hours_exceptions[0]?.alternative_text).toBe('Evening box office only')
  })
})

describe('GET /api/breaking-news/', () => {
  it('answers only alerts that are on and inside their window, in the request’s language', async () => {
    const hour = 60 * 60 * 1000
    const now = Date.now()
    const create = async (title: string, data: Record<string, unknown>) => {
      const doc = await payload.create({
        collection: 'breaking-news',
        locale: 'de',
        data: { title, text: `${title} Text`, ...data },
        overrideAccess: true,
        context,
      })
      return doc.id
    }
    const current = await create('Aktuell', {
      online_from: new Date(now - hour).toISOString(),
      online_to: new Date(now + hour).toISOString(),
      link_url: '/de/programm',
      link_title: 'Zum Programm',
    })
    await payload.update({
      collection: 'breaking-news',
      id: current,
      locale: 'en',
      data: { title: 'Current', text: 'Current text', link_url: '/en/programme', link_title: 'To the programme' },
      overrideAccess: true,
      context,
    })
    const open = await create('Ohne Zeitraum', {})
    await create('Abgelaufen', { online_to: new Date(now - hour).toISOString() })
    await create('Zukünftig', { online_from: new Date(now + hour).toISOString() })
    await create('Ausgeschaltet', { is_online: false })

    const response = await getBreakingNews(get('/api/breaking-news/', { 'accept-language': 'de' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    const body = (await response.json()) as { data: BreakingNewsAlert[] }
    expect(body.data).toEqual([
      { id: open, title: 'Ohne Zeitraum', text: 'Ohne Zeitraum Text', link: null, link_title: null },
      { id: current, title: 'Aktuell', text: 'Aktuell Text', link: { url: '/de/programm' }, link_title: 'Zum Programm' },
    ])

    const english = (await (await getBreakingNews(get('/api/breaking-news/', { 'accept-language': 'en-US,en;q=0.9' }))).json()) as {
      data: BreakingNewsAlert[]
    }
    expect(english.data.find((alert) => alert.id === current)).toEqual({
      id: current,
      title: 'Current',
      text: 'Current text',
      link: { url: '/en/programme' },
      link_title: 'To the programme',
    })
  })
})

describe('POST /api/dashboard-error-log/', () => {
  const token = 'c'.repeat(64)
  function post(body: string, headers: Record<string, string> = { cookie: `csrftoken=${token}`, 'X-CSRFToken': token }): Request {
    return new Request('http://localhost/api/dashboard-error-log/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
  }

  it('logs the address once and answers 204', async () => {
    const warn = spyOnWarn()
    const response = await postErrorLog(post(JSON.stringify({ url: '/de/gibt-es-nicht?x=1' })))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith({ msg: 'client 404', url: '/de/gibt-es-nicht?x=1' })
    expect((await postErrorLog(post(JSON.stringify({ url: 'https://festival.example.org/en/missing' })))).status).toBe(204)
  })

  it('answers 400 for a bad url or body', async () => {
    const warn = spyOnWarn()
    for (const body of [
      JSON.stringify({ url: 'javascript:alert(1)' }),
      JSON.stringify({ url: 'relative/path' }),
      JSON.stringify({ url: '' }),
      JSON.stringify({ url: `/${'a'.repeat(2048)}` }),
      JSON.stringify({ url: '/zeile\nzwei' }),
      JSON.stringify({ url: 42 }),
      JSON.stringify({}),
      JSON.stringify(['/de']),
      '{kein json',
    ]) {
      const response = await postErrorLog(post(body))
      expect(response.status).toBe(400)
      expect((await response.json()) as { error: string }).toMatchObject({ error: expect.any(String) })
    }
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('POST /api/client-error/ (a browser failure for error tracking, issue 28)', () => {
  const token = 'd'.repeat(64)
  function post(
    body: string,
    headers: Record<string, string> = {
      cookie: `csrftoken=${token}; payload-token=secret-session`,
      'X-CSRFToken': token,
      'x-forwarded-for': '203.0.113.9',
    },
  ): Request {
    return new Request('http://localhost/api/client-error/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
  }
  /** Error tracking as the server's SDK would receive it (lib/ops/errors.ts keeps its client on globalThis). */
  function tracking() {
    const key = Symbol.for('festival-site.ops.errors')
    const capture = vi.fn()
    const store = globalThis as unknown as Record<symbol, unknown>
    store[key] = { capture, flush: async () => undefined }
    spies.push({ mockRestore: () => delete store[key] })
    return capture
  }

  it('logs the failure and passes it on with the page’s path only: no query, address or cookie', async () => {
    const warn = spyOnWarn()
    const capture = tracking()
    const response = await postClientError(
      post(JSON.stringify({ kind: 'autocomplete', message: 'Error: call failed with 500', url: '/de/suche?q=geheim#oben' })),
    )
    expect(response.status).toBe(204)
    expect(warn).toHaveBeenCalledWith({
      msg: 'client error',
      kind: 'autocomplete',
      page: '/de/suche',
      error: 'Error: call failed with 500',
      digest: undefined,
    })
    expect(capture).toHaveBeenCalledTimes(1)
    const [error, context] = capture.mock.calls[0] ?? []
    expect(error).toBe('browser failure: autocomplete')
    expect(context).toMatchObject({ kind: 'client', route: 'autocomplete', page: '/de/suche', detail: 'Error: call failed with 500' })
    expect(JSON.stringify(capture.mock.calls)).not.toMatch(/geheim|203\.0\.113\.9|secret-session/)
    expect(
      (
        await postClientError(
          post(
            JSON.stringify({
              kind: 'page',
              message: 'Error: An error occurred in the Server Components render.',
              url: '/en/programme',
              digest: '2981740466',
            }),
          ),
        )
      ).status,
    ).toBe(204)
    expect(capture.mock.calls[1]?.[1]).toMatchObject({ kind: 'client', route: 'page', page: '/en/programme', digest: '2981740466' })
  })

  it('answers 400 for what a browser of ours never sends, in the visitor’s language, and passes nothing on', async () => {
    const warn = spyOnWarn()
    const capture = tracking()
    for (const body of [
      JSON.stringify({ kind: 'elsewhere', message: 'x', url: '/de' }),
      JSON.stringify({ kind: 'cart', message: '', url: '/de' }),
      JSON.stringify({ kind: 'cart', message: 'x'.repeat(501), url: '/de' }),
      JSON.stringify({ kind: 'cart', message: 'zwei\nZeilen', url: '/de' }),
      // Unicode's own line breaks and text-direction controls, which would forge or hide a log line.
      JSON.stringify({ kind: 'cart', message: 'zwei\u2028{"level":60}', url: '/de' }),
      JSON.stringify({ kind: 'cart', message: 'x\u2029y', url: '/de' }),
      JSON.stringify({ kind: 'cart', message: 'x\u0085y', url: '/de' }),
      JSON.stringify({ kind: 'cart', message: 'abc\u202edcba', url: '/de' }),
      JSON.stringify({ kind: 'cart', message: 'x', url: '/de/\u2066seite' }),
      JSON.stringify({ kind: 'cart', message: 'x', url: 'https://elsewhere.example/de' }),
      JSON.stringify({ kind: 'cart', message: 'x', url: '//elsewhere.example/de' }),
      JSON.stringify({ kind: 'cart', message: 'x', url: '/de', digest: '<script>' }),
      JSON.stringify({ kind: 'cart' }),
      '{kein json',
    ]) {
      const response = await postClientError(post(body))
      expect(response.status, body).toBe(400)
    }
    const english = await postClientError(
      new Request('http://localhost/api/client-error/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', cookie: `csrftoken=${token}`, 'X-CSRFToken': token },
        body: JSON.stringify({ kind: 'elsewhere', message: 'x', url: '/de' }),
      }),
    )
    expect(((await english.json()) as { fields: Record<string, string> }).fields.kind).toMatch(/Invalid/)
    expect(warn).not.toHaveBeenCalled()
    expect(capture).not.toHaveBeenCalled()
  })

  it('refuses a report without the CSRF token (403), like every unsafe call', async () => {
    const capture = tracking()
    expect((await postClientError(post(JSON.stringify({ kind: 'cart', message: 'x', url: '/de' }), {}))).status).toBe(403)
    expect(capture).not.toHaveBeenCalled()
  })
})
