import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './test'

/**
 * The bad-input sweep (issue 23): every page route of SPEC §2 and every call of SPEC §7 (and our
 * own calls beside them) with malformed values for each parameter, and every method on every path,
 * against the production server with its page policy. No answer may be 500 or above.
 *
 * The sweep comes in through the trusted proxy's X-Forwarded-For (the e2e server trusts the
 * loopback, as the production topology trusts its caching proxy), from addresses of its own, so the
 * per-address limits it runs into never touch the other journeys' count.
 */

/** Values for a path segment or a query parameter that no route expects. */
const BAD = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '1e400',
  'Infinity',
  'NaN',
  '%00',
  '%25',
  '%2525',
  '%',
  '%E2%82%AC',
  'ü',
  '%C3%BC',
  '%C0%AF',
  '%FF',
  '..%2F..',
  '%2F%2Fevil.example',
  '%5Cevil',
  'a%20b',
  '%0D%0ASet-Cookie:x=1',
  '[]',
  '%5B%5D',
  '{}',
  'null',
  'x'.repeat(300),
]

/** Page routes of SPEC §2 (German and English), a parameter written {p}. */
const PAGES = [
  '/{l}/{p}',
  '/{l}/{p}/{p}',
  '/de/programm/{p}',
  '/de/programm/{p}/{p}',
  '/en/programme/{p}/{p}',
  '/de/produktionen/{p}/{p}',
  '/en/productions/{p}/{p}',
  '/{l}/team/{p}/{p}',
  '/{l}/artists/{p}/{p}',
  '/{l}/artists/categories/{p}/{p}',
  '/{l}/artists/tags/{p}/{p}',
  '/de/besuch/{p}/{p}',
  '/en/visit/{p}/{p}',
  '/{l}/forms/{p}/{p}',
  '/{l}/series/{p}',
  '/{l}/series/{p}/{p}',
  '/{l}/search/{p}',
  '/{l}/search/{p}/{p}',
  '/{l}/user/{p}',
  '/{l}/agb/{p}',
  '/webshop/{p}',
  '/webshop/events/{p}',
  '/webshop/series/{p}',
  '/webshop/orders/{p}/{p}',
  '/webshop/account/verify/{p}',
  '/testshop/{p}',
  '/eventim.webshop/{p}',
  '/{p}',
]

/** Pages with query parameters SPEC names. */
const PAGE_QUERIES = [
  '/de/programm?date={p}',
  '/de/programm?room={p}&type={p}',
  '/de/programm?page={p}',
  '/en/search?q={p}',
  '/de/programm?overlay={p}',
  '/de?v={p}',
  '/de?edit={p}',
]

/** SPEC §7's calls and ours, with their query parameters. */
const CALLS: ReadonlyArray<{ path: string; query?: readonly string[] }> = [
  { path: '/{l}/api/events/', query: ['room', 'type', 'tag', 'series', 'genre', 'date', 'page', 'page_size'] },
  { path: '/{l}/api/events/{p}/tickets/' },
  { path: '/{l}/api/events/{p}/ics/' },
  { path: '/{l}/api/teasers/', query: ['date', 'page'] },
  { path: '/api/calendar/', query: ['date', 'room', 'type', 'tag'] },
  { path: '/api/calendar/sold-out/', query: ['date', 'room'] },
  { path: '/api/rooms/' },
  { path: '/api/exhibition-types/' },
  { path: '/api/event-tags/' },
  { path: '/api/series/' },
  { path: '/api/genres/' },
  { path: '/{l}/api/productions/', query: ['season', 'exhibition_type', 'tag', 'date', 'page'] },
  { path: '/api/seasons/' },
  { path: '/api/production-tags/' },
  { path: '/{l}/api/articles-teaser/', query: ['category'] },
  { path: '/{l}/api/articles/', query: ['category', 'page'] },
  { path: '/api/article-categories/' },
  { path: '/api/breaking-news/' },
  { path: '/api/search/autocomplete/', query: ['query'] },
  { path: '/api/search/', query: ['query'] },
  { path: '/api/search/events/', query: ['query', 'page', 'page_size'] },
  { path: '/api/search/others/', query: ['query', 'page', 'page_size'] },
  { path: '/api/user-details/' },
  { path: '/api/opening-hours-today/' },
  { path: '/api/user-orders/' },
  { path: '/api/user-settings/' },
  { path: '/api/user-data/', query: ['download'] },
  { path: '/api/privacy-requests/export/', query: ['email'] },
  { path: '/api/user-logout/', query: ['next', 'locale'] },
  { path: '/api/shop-language/', query: ['locale', 'back'] },
  { path: '/api/favourites/' },
  { path: '/api/favourites/calendar/' },
  { path: '/api/favourites/calendar/{p}/' },
  { path: '/{l}/api/favourites/events/', query: ['ids'] },
  { path: '/{l}/api/favourites/ics/', query: ['ids'] },
  { path: '/api/ticket-qr/{p}/' },
  { path: '/api/order-tickets/{p}/{p}/' },
  { path: '/{l}/api/forms/{p}/' },
  { path: '/{l}/pageeditor-api/user' },
  { path: '/{l}/pageeditor-api/nav' },
  { path: '/{l}/pageeditor-api/page/{p}', query: ['version_id'] },
  { path: '/{l}/pageeditor-api/container/by-slug/{p}' },
  { path: '/{l}/pageeditor-api/redirect' },
  { path: '/pageeditor-api/settings' },
  { path: '/{l}/pageeditor-api/{p}/{p}/', query: ['doc', 'base'] },
  { path: '/{l}/pageeditor-api/versions/{p}/', query: ['doc'] },
  { path: '/{l}/pageeditor-api/versions/', query: ['doc', 'page'] },
  {
    path: '/cms-api/pages',
    query: ['limit', 'page', 'depth', 'where[id][equals]', 'where[title][equals][x]', 'where[date_start][greater_than]'],
  },
  { path: '/cms-api/events/{p}', query: ['depth', 'locale', 'draft'] },
  { path: '/cms-api/media/file/{p}' },
  { path: '/next/preview', query: ['path'] },
  { path: '/next/exit-preview', query: ['path'] },
]

/** Unsafe calls and the bodies sent to them (with a valid CSRF token, so the bodies reach validation). */
const WRITES = [
  '/api/shop-cart/',
  '/api/shop-cart/form/',
  '/api/shop-cart/remove/',
  '/api/shop-cart/renew/',
  '/api/shop-checkout/',
  '/api/shop-vouchers/',
  '/api/shop-vouchers/check/',
  '/api/shop-subscriptions/form/',
  '/api/user-register/',
  '/api/user-password-reset/',
  '/api/user-settings/',
  '/api/user-account/delete/',
  '/api/user-orders/cancel/',
  '/api/favourites/',
  '/api/favourites/calendar/',
  '/api/dashboard-error-log/',
  '/de/api/forms-entries/',
  '/de/api/temp-files/',
  '/de/pageeditor-api/text/',
  '/de/pageeditor-api/text/1/',
  '/de/pageeditor-api/undo/',
  '/de/pageeditor-api/publish/',
  '/de/pageeditor-api/presence/',
  '/de/pageeditor-api/translation/',
  '/cms-api/customers/login',
  '/cms-api/users/forgot-password',
  '/cms-api/pages',
  '/api/user-login/',
]
const BODIES = [
  '{',
  '[]',
  'null',
  '"x"',
  '1e400',
  '{"quantities":"x","sale_type_ids":{},"event_jet_id":[]}',
  '{"quantities":[1e400],"sale_type_ids":[-1],"event_jet_id":"\\u0000"}',
  '{"buyer":{"email":["a"]},"expected_total_cents":"NaN"}',
  '{"url":{"a":1}}',
  '{"form":"x","field_values":[]}',
  '{"reservation_ids":[0,"a",null]}',
  '{"email":{"$ne":null},"password":{"a":1}}',
  `{"a":${'['.repeat(500)}${']'.repeat(500)}}`,
  '{"token":"x","password":"y"}',
  '{"amount_cents":1e400,"quantity":-1,"buyer":[],"code":{"a":1}}',
  '{"code":"\\u0000","total_cents":-5,"voucher_code":"ABCD-EFGH-JKMN-PQRS"}',
]
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const CSRF = 'sweep'.repeat(8)

let client = 0
/** Each request from an address of its own, behind the trusted proxy. */
function headers(extra: Record<string, string> = {}): Record<string, string> {
  client = (client + 1) % 60_000
  return { 'x-forwarded-for': `198.18.${Math.floor(client / 250)}.${(client % 250) + 1}`, ...extra }
}

function fill(pattern: string, value: string, locale: string): string {
  return pattern.replaceAll('{l}', locale).replaceAll('{p}', value)
}

type Failure = string
/** Requests the sweep has in flight at once: each is answered on its own as before; together they take a fraction of the time. */
const AT_ONCE = 6

/** The sweep's requests, AT_ONCE at a time; `done` answers every request that got 500 or above. */
function sweeper(request: APIRequestContext) {
  const failures: Failure[] = []
  const running = new Set<Promise<void>>()
  return {
    async check(method: string, url: string, options: { data?: string; headers?: Record<string, string> } = {}): Promise<void> {
      while (running.size >= AT_ONCE) await Promise.race(running)
      const task: Promise<void> = request
        .fetch(url, {
          method,
          data: options.data,
          headers: headers(options.headers),
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 30_000,
        })
        .then((response) => {
          if (response.status() >= 500)
            failures.push(`${response.status()} ${method} ${url.slice(0, 160)}${options.data ? ` ${options.data.slice(0, 60)}` : ''}`)
        })
        .finally(() => running.delete(task))
      running.add(task)
    },
    async done(): Promise<Failure[]> {
      await Promise.all(running)
      return failures
    },
  }
}

test.describe.configure({ timeout: 15 * 60_000 })

test('no page route answers 500 to malformed path segments or query values', async ({ request }) => {
  const sweep = sweeper(request)
  for (const pattern of PAGES) {
    for (const locale of pattern.includes('{l}') ? ['de', 'en'] : ['de']) {
      for (const value of BAD) await sweep.check('GET', fill(pattern, value, locale))
    }
  }
  for (const pattern of PAGE_QUERIES) for (const value of BAD) await sweep.check('GET', fill(pattern, value, 'de'))
  expect(await sweep.done()).toEqual([])
})

test('no call answers 500 to malformed path segments or query values, repeated or as arrays', async ({ request }) => {
  const sweep = sweeper(request)
  for (const call of CALLS) {
    for (const locale of call.path.includes('{l}') ? ['de', 'en'] : ['de']) {
      for (const value of BAD) await sweep.check('GET', fill(call.path, value, locale))
      const base = fill(call.path, '1', locale)
      for (const name of call.query ?? []) {
        for (const value of BAD) await sweep.check('GET', `${base}?${name}=${value}`)
        await sweep.check('GET', `${base}?${name}=1&${name}=2`)
        await sweep.check('GET', `${base}?${name}[]=1&${name}[x]=2`)
      }
    }
  }
  expect(await sweep.done()).toEqual([])
})

test('no call answers 500 to malformed bodies, with or without the CSRF token', async ({ request, baseURL }) => {
  const sweep = sweeper(request)
  const origin = new URL(baseURL ?? 'http://127.0.0.1:3100').origin
  const withToken = { origin, 'x-csrftoken': CSRF, cookie: `csrftoken=${CSRF}`, 'content-type': 'application/json' }
  for (const path of WRITES) {
    for (const data of BODIES) {
      await sweep.check('POST', path, { data, headers: withToken })
      await sweep.check('POST', path, { data, headers: { 'content-type': 'application/json' } })
    }
    await sweep.check('POST', path, { data: 'a=1&a=2', headers: { ...withToken, 'content-type': 'application/x-www-form-urlencoded' } })
    await sweep.check('POST', path, { data: '--x\r\n\r\n', headers: { ...withToken, 'content-type': 'multipart/form-data; boundary=x' } })
    await sweep.check('POST', path, { data: 'plain', headers: { ...withToken, 'content-type': 'text/plain' } })
  }
  expect(await sweep.done()).toEqual([])
})

test('every method on every path answers below 500, HEAD like GET without a body, TRACE 405 with Allow', async ({ request }) => {
  const sweep = sweeper(request)
  const paths = [
    ...PAGES.map((pattern) => fill(pattern, '1', 'de')),
    ...CALLS.map((call) => fill(call.path, '1', 'de')),
    ...WRITES,
    '/de',
    '/en/programme',
    '/de/agb',
    '/webshop',
    '/admin',
  ]
  for (const path of paths) for (const method of METHODS) await sweep.check(method, path)
  expect(await sweep.done()).toEqual([])

  for (const path of ['/de', '/de/programm', '/de/agb', '/api/rooms/', '/webshop']) {
    const [get, head] = [await request.get(path, { headers: headers() }), await request.head(path, { headers: headers() })]
    expect(head.status(), path).toBe(get.status())
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type'])
    expect((await head.body()).length, path).toBe(0)
  }
  for (const path of ['/de', '/api/rooms/', '/cms-api/pages']) {
    const trace = await request.fetch(path, { method: 'TRACE', headers: headers() })
    expect(trace.status(), path).toBe(405)
    expect(trace.headers().allow, path).toContain('GET')
  }
})

test('behind the trusted proxy each client address counts apart (TRUSTED_PROXIES)', async ({ request }) => {
  // Six registrations from one address behind the proxy: the sixth is refused (five an hour).
  const statuses: number[] = []
  for (let i = 0; i < 6; i++) {
    const response = await request.post('/api/user-register/', {
      data: {
        first_name: 'Sweep',
        last_name: 'Test',
        email: `sweep-${i}@example.org`,
        password: 'Gezeiten-Lindenau-Wolke-47',
        preferred_locale: 'de',
      },
      headers: {
        'x-forwarded-for': '203.0.113.250',
        origin: new URL(test.info().project.use.baseURL ?? '').origin,
        'x-csrftoken': CSRF,
        cookie: `csrftoken=${CSRF}`,
      },
    })
    statuses.push(response.status())
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  // Another address behind the proxy is not held back by the first.
  const other = await request.post('/api/user-register/', {
    data: {
      first_name: 'Sweep',
      last_name: 'Test',
      email: 'sweep-other@example.org',
      password: 'Gezeiten-Lindenau-Wolke-47',
      preferred_locale: 'de',
    },
    headers: {
      'x-forwarded-for': '203.0.113.251',
      origin: new URL(test.info().project.use.baseURL ?? '').origin,
      'x-csrftoken': CSRF,
      cookie: `csrftoken=${CSRF}`,
    },
  })
  expect(other.status()).toBe(201)
})

test('a write from another site to a page or the admin answers 403 in the visitor’s language, never 500 (server actions)', async ({
  request,
}) => {
  const foreign = 'https://evil.example'
  const action = { 'next-action': '7f'.repeat(20), 'next-router-state-tree': '%5B%22%22%5D', 'content-type': 'text/plain;charset=UTF-8' }
  const cases: { path: string; headers: Record<string, string>; data: string }[] = []
  for (const path of [
    '/de',
    '/en/programme',
    '/de/agb',
    '/webshop/account/verify/abcdefabcdefabcdef',
    '/webshop/orders/confirm/' + 'c'.repeat(32),
    '/webshop/checkout',
    '/admin',
    '/admin/box-office',
    '/admin/privacy-requests',
  ]) {
    // A server action posted by another site's script, and a plain form another site's page posts.
    cases.push({ path, headers: { origin: foreign, ...action }, data: '["x"]' })
    cases.push({
      path,
      headers: { origin: foreign, 'content-type': 'application/x-www-form-urlencoded' },
      data: '$ACTION_ID_7f7f7f=&token=x',
    })
    cases.push({
      path,
      headers: { origin: foreign, 'content-type': 'multipart/form-data; boundary=x' },
      data: '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_7f7f"\r\n\r\n\r\n--x--\r\n',
    })
    // No Origin, but the browser's own word that another site sent it.
    cases.push({ path, headers: { 'sec-fetch-site': 'cross-site', ...action }, data: '["x"]' })
  }
  const answers: string[] = []
  for (const { path, headers: extra, data } of cases) {
    const response = await request.post(path, { data, headers: headers(extra), maxRedirects: 0, failOnStatusCode: false })
    answers.push(`${response.status()} ${path}`)
    if (response.status() === 403 && path === '/en/programme')
      expect(await response.text()).toContain('This request came from another website and was refused.')
    if (response.status() === 403 && path === '/de')
      expect(await response.text()).toContain('Diese Anfrage kam von einer anderen Website und wurde abgelehnt.')
  }
  expect(answers.filter((answer) => !answer.startsWith('403 '))).toEqual([])
})
