/**
 * The production topology, tested as one (issue 28): what `npm run cluster` starts (nginx, two app
 * servers, PostgreSQL, Redis, the S3 test server, the demo content), on a database of its own.
 * Server b reaches PostgreSQL through a link this test can cut. Runs after the build (npm test).
 */
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOCK_SPACES } from '../../src/lib/db/lock'
import { type Cluster, startCluster } from '../../scripts/lib/cluster'

const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 18080)
const DIR = path.resolve('tmp/cluster-test')
const DATABASE = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
DATABASE.pathname = '/festival_cluster_test'
const CSRF = 'c'.repeat(64)

let cluster: Cluster
/** The cluster as it starts: a start that outlives the hook's timeout is still stopped afterwards, not left holding its ports. */
let starting: Promise<Cluster> | undefined
let link: CuttableLink
let db: pg.Client
let editor: string
let admin: string
let receiver: http.Server
/** What the error-tracking service received: each event's JSON, from the SDK's envelopes. */
const reported: Record<string, unknown>[] = []

/** A TCP link to PostgreSQL that the test can cut (as a network failure would) and mend. */
type CuttableLink = { port: number; cut: () => Promise<void>; mend: () => Promise<void>; close: () => Promise<void> }
async function cuttableLink(target: number): Promise<CuttableLink> {
  const sockets = new Set<net.Socket>()
  let server = net.createServer()
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((socket) => {
        const upstream = net.connect({ host: '127.0.0.1', port: target })
        // Either end gone (a server killed, the link cut): both go, as a real connection would.
        const drop = () => {
          socket.destroy()
          upstream.destroy()
        }
        for (const end of [socket, upstream]) {
          sockets.add(end)
          end.on('close', () => {
            sockets.delete(end)
            drop()
          })
          end.on('error', drop)
        }
        socket.pipe(upstream).pipe(socket)
      })
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))
    })
  const port = await listen(0)
  const cut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  return { port, cut, mend: async () => void (await listen(port)), close: cut }
}

/** A stand-in for the error-tracking service: it keeps the events of every envelope the SDK sends. */
async function errorReceiver(): Promise<number> {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const lines = Buffer.concat(chunks).toString().split('\n').filter(Boolean)
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const header = JSON.parse(lines[i] ?? '{}') as { type?: string }
        if (header.type === 'event') reported.push(JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown>)
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve((receiver.address() as net.AddressInfo).port)))
}

beforeAll(async () => {
  link = await cuttableLink(Number(DATABASE.port || 5432))
  const sentry = await errorReceiver()
  const linked = new URL(DATABASE)
  linked.port = String(link.port)
  starting = startCluster({
    port: PORT,
    dir: DIR,
    databaseUrl: DATABASE.toString(),
    fresh: true,
    quiet: true,
    serverDatabaseUrl: (index) => (index === 1 ? linked.toString() : DATABASE.toString()),
    env: { SENTRY_DSN: `http://public@127.0.0.1:${sentry}/1`, JOBS_CRON: '*/5 * * * * *' },
  })
  cluster = await starting
  db = new pg.Client({ connectionString: DATABASE.toString() })
  await db.connect()
  editor = await login(a(), 'redaktion@festival.example', 'festival-redaktion')
  admin = await login(a(), 'admin@festival.example', 'festival-admin')
}, 900_000)

afterAll(async () => {
  await db?.end()
  await (cluster ?? (await starting?.catch(() => undefined)))?.stop()
  await link?.close()
  receiver?.close()
}, 900_000)

const a = () => cluster.servers[0]?.url ?? ''
const b = () => cluster.servers[1]?.url ?? ''

async function login(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  const token = response.headers.getSetCookie().find((cookie) => cookie.startsWith('payload-token='))
  expect(token).toBeTruthy()
  return (token ?? '').split(';')[0] ?? ''
}

async function cms<T>(
  base: string,
  cookie: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { Cookie: cookie, Origin: base, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as T }
}

async function page(url: string, init?: RequestInit): Promise<{ status: number; text: string; cache: string | null }> {
  const response = await fetch(url, init)
  return { status: response.status, text: await response.text(), cache: response.headers.get('x-nextjs-cache') }
}

/** Waits until `check` holds; answers the milliseconds it took, or fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}

type Article = { id: number; title: string }
async function articleOnMagazinePage(): Promise<Article> {
  const { json } = await cms<{ docs: Article[] }>(
    a(),
    editor,
    'GET',
    '/cms-api/articles?locale=de&depth=0&limit=50&where[_status][equals]=published',
  )
  const listed = (await page(`${cluster.proxyUrl}/de/artists`)).text
  const article = json.docs.find((doc) => listed.includes(doc.title))
  expect(article, 'an article listed on the magazine page').toBeTruthy()
  return article as Article
}

async function publishArticleTitle(base: string, article: Article, title: string): Promise<void> {
  const { status } = await cms(base, editor, 'PATCH', `/cms-api/articles/${article.id}?locale=de`, { title, _status: 'published' })
  expect(status).toBe(200)
}

describe('a publish on one server', () => {
  it('shows through the proxy and on the other server, and leaves an unrelated page cached', async () => {
    // A performance from the programme, and its page; the imprint is made of neither.
    const link = (await page(`${cluster.proxyUrl}/de/programm`)).text.match(/href="(\/de\/programm\/[a-z0-9-]+\/(\d+))"/)
    expect(link, 'a performance on the programme page').toBeTruthy()
    const [, eventPath = '', eventId = ''] = link ?? []
    for (const url of [`${b()}${eventPath}`, `${cluster.proxyUrl}${eventPath}`, `${b()}/de/impressum`, `${b()}/de/impressum`])
      await page(url)
    const unrelatedBefore = await page(`${b()}/de/impressum`)
    expect(unrelatedBefore.cache).toBe('HIT')

    const title = `Geänderter Titel ${Date.now()}`
    expect((await cms(a(), editor, 'PATCH', `/cms-api/events/${eventId}?locale=de`, { title, _status: 'published' })).status).toBe(200)
    // Server b learns of the publish from server a (the shared cache's tags), the proxy within its
    // pageSeconds; how fast is the bench's to measure (no timed assertions in tests), so the wait here
    // is only long enough for a loaded machine: without the publish reaching them, both would keep the
    // page as it was (pages are static until one of their tags expires).
    await until(
      async () =>
        (await page(`${cluster.proxyUrl}${eventPath}`)).text.includes(title) && (await page(`${b()}${eventPath}`)).text.includes(title),
      15_000,
      'the change through the proxy and server b',
    )

    const unrelatedAfter = await page(`${b()}/de/impressum`)
    expect(unrelatedAfter.cache).toBe('HIT')
    expect(unrelatedAfter.text).toBe(unrelatedBefore.text)
  })
})

describe('uploads', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAGUlEQVR4nGP4z8CAFTEMOwkGBgYGBgYGBgA8cAX7dEmxCwAAAABJRU5ErkJggg==',
    'base64',
  )

  it('the pictures of the demo content are in the object storage and served by both servers and the proxy', async () => {
    const sources = [...(await page(`${cluster.proxyUrl}/de`)).text.matchAll(/<img[^>]+src="(\/cms-api\/media\/file\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    )
    expect(sources.length).toBeGreaterThan(2)
    for (const source of sources) {
      for (const base of [a(), b(), cluster.proxyUrl]) {
        const response = await fetch(`${base}${source}`)
        expect(response.status, `${base}${source}`).toBe(200)
        expect(response.headers.get('content-type'), `${base}${source}`).toMatch(/^image\//)
        // Read to its end: an unread answer keeps the proxy's copy of it in the making ('UPDATING').
        await response.arrayBuffer()
      }
    }
    // The proxy keeps a picture like a public page: the next visitor gets it without asking a server.
    // Its copy lives a second here (pageSeconds): on a slow machine the second of a pair of requests
    // may fall after it, so a few pairs are tried, and one must be answered from the proxy.
    const caches: (string | null)[] = []
    for (let attempt = 0; attempt < 3 && !caches.includes('HIT'); attempt++) {
      await (await fetch(`${cluster.proxyUrl}${sources[0]}`)).arrayBuffer()
      const again = await fetch(`${cluster.proxyUrl}${sources[0]}`)
      await again.arrayBuffer()
      expect(again.headers.get('cache-control')).toMatch(/s-maxage/)
      caches.push(again.headers.get('x-cache'))
    }
    expect(caches).toContain('HIT')
  })

  it('an image uploaded through server a is served by server b and the proxy, and gone everywhere once deleted', async () => {
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), `cluster-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Ein Testbild' }))
    const created = await fetch(`${a()}/cms-api/media?locale=de`, { method: 'POST', headers: { Cookie: editor, Origin: a() }, body: form })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; url: string } }
    for (const base of [b(), cluster.proxyUrl]) {
      const response = await fetch(`${base}${doc.url}`)
      expect(response.status, base).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(png), base).toBe(true)
    }
    expect((await cms(a(), editor, 'DELETE', `/cms-api/media/${doc.id}`)).status).toBe(200)
    for (const base of [a(), b(), cluster.proxyUrl])
      await until(async () => (await fetch(`${base}${doc.url}`)).status === 404, 3000, `the deleted image on ${base}`)
  })

  it('a form file uploaded through server a is read by staff through server b and the proxy, and gone everywhere once deleted', async () => {
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'anhang.png')
    const uploaded = await fetch(`${a()}/de/api/temp-files/`, {
      method: 'POST',
      headers: { Cookie: `csrftoken=${CSRF}`, 'X-CSRFToken': CSRF, Origin: a() },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { name } = (await uploaded.json()) as { name: string }
    const { json } = await cms<{ docs: { id: number; url: string }[] }>(
      a(),
      editor,
      'GET',
      `/cms-api/temp-files?depth=0&where[filename][equals]=${encodeURIComponent(name)}`,
    )
    const file = json.docs[0]
    expect(file).toBeTruthy()
    const url = file?.url ?? ''
    for (const base of [b(), cluster.proxyUrl]) {
      const response = await fetch(`${base}${url}`, { headers: { Cookie: editor } })
      expect(response.status, base).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(png), base).toBe(true)
      // Visitors' files are for staff only, on every server.
      expect((await fetch(`${base}${url}`)).status, base).toBe(403)
    }
    expect((await cms(a(), editor, 'DELETE', `/cms-api/temp-files/${file?.id}`)).status).toBe(200)
    for (const base of [b(), cluster.proxyUrl])
      await until(
        async () => (await fetch(`${base}${url}`, { headers: { Cookie: editor } })).status === 404,
        3000,
        `the deleted form file on ${base}`,
      )
  })
})

/** A visitor's JSON call through the proxy, from `address`, with the CSRF token a page gives. */
function visitorPost(pathname: string, address: string, body: unknown): Promise<Response> {
  return fetch(`${cluster.proxyUrl}${pathname}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: cluster.proxyUrl,
      Cookie: `csrftoken=${CSRF}`,
      'X-CSRFToken': CSRF,
      'X-Forwarded-For': address,
    },
    body: JSON.stringify(body),
  })
}

/** `count` calls of `act` (each given its number), at most `width` at a time: the answers in the order they came. */
async function inCrowd<T>(count: number, width: number, act: (n: number) => Promise<T>): Promise<T[]> {
  const waiting = Array.from({ length: count }, (_, n) => n)
  const answers: T[] = []
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let n = waiting.shift(); n !== undefined; n = waiting.shift()) answers.push(await act(n))
    }),
  )
  return answers
}

/** A published performance a month ahead, on sale online, made through server a. */
async function publishEvent(prefix: string, title: string) {
  const jet = `${prefix}-${Date.now()}`
  const event = await cms<{ doc: { id: number } }>(a(), admin, 'POST', '/cms-api/events?locale=de', {
    _status: 'published',
    title,
    slug: jet,
    date_start: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    id_jet: jet,
    is_online: true,
  })
  return { jet, event }
}

describe('the morning the sale opens', () => {
  it('sells 100 seats to 400 buyers spread over both servers, once each, while one server dies', async () => {
    const { jet, event } = await publishEvent('cluster', 'Ansturm im Verbund')
    expect(event.status).toBe(201)
    const group = await cms<{ doc: { id: number } }>(a(), admin, 'POST', '/cms-api/seat-groups?locale=de', {
      event: event.json.doc.id,
      seat_group: 'Parkett',
      capacity: 100,
      status: '1',
    })
    expect(group.status).toBe(201)
    const price = await cms(a(), admin, 'POST', '/cms-api/prices?locale=de', {
      event: event.json.doc.id,
      seat_group: group.json.doc.id,
      name: 'Vollpreis',
      text: 'Vollpreis',
      amount_cents: 2500,
      sale_type_id: 1,
    })
    expect(price.status).toBe(201)

    let started = 0
    const reserve = async (n: number): Promise<{ n: number; status: number; cart?: string }> => {
      started++
      try {
        const response = await visitorPost('/api/shop-cart/', `10.28.${n >> 8}.${n & 255}`, {
          quantities: [1],
          event_jet_id: jet,
          sale_type_ids: [1],
          seat_group: group.json.doc.id,
        })
        await response.arrayBuffer()
        const cart = response.headers
          .getSetCookie()
          .find((cookie) => cookie.startsWith('festival_cart='))
          ?.split(';')[0]
        return { n, status: response.status, cart }
      } catch {
        // The server answering it was killed mid-answer: the buyer sees the connection drop (0).
        return { n, status: 0 }
      }
    }
    const killed = (async () => {
      await until(async () => started >= 120, 60_000, 'a third of the buyers')
      await cluster.servers[1]?.kill('SIGKILL')
    })()
    const answers = await inCrowd(400, 40, reserve)
    await killed
    // The proxy keeps serving pages from the server that is left.
    for (const pathname of ['/de', '/de/programm', '/healthz'])
      expect((await fetch(`${cluster.proxyUrl}${pathname}`)).status, pathname).toBe(200)

    const held = answers.filter((answer) => answer.status === 200)
    expect(held.length).toBeLessThanOrEqual(100)
    // Sold, sold out, or (for a call in flight to the killed server) a bad gateway or a dropped connection.
    expect(
      answers.every((answer) => [200, 409, 502, 0].includes(answer.status)),
      JSON.stringify(answers.filter((answer) => ![200, 409, 502, 0].includes(answer.status)).slice(0, 3)),
    ).toBe(true)

    // Each buyer with seats checks out twice at once, on both servers' doors: one order each.
    await cluster.servers[1]?.start()
    await Promise.all(
      held.flatMap(({ n, cart }) =>
        [a(), b()].map((base) =>
          fetch(`${base}/api/shop-checkout/`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Origin: base,
              Cookie: `csrftoken=${CSRF}; ${cart}`,
              'X-CSRFToken': CSRF,
              'X-Forwarded-For': `10.28.${n >> 8}.${n & 255}`,
            },
            body: JSON.stringify({
              buyer: {
                first_name: 'Rita',
                last_name: `Rush ${n}`,
                email: `rush${n}@example.org`,
                street: 'Weg 1',
                postal_code: '10115',
                city: 'Berlin',
                country: 'Deutschland',
                payment: 'box_office',
                terms: true,
              },
              expected_total_cents: 2500,
            }),
          }).then((response) => response.arrayBuffer()),
        ),
      ),
    )

    const eventId = event.json.doc.id
    const taken = await db.query(
      `SELECT COALESCE(SUM("seats"), 0)::int AS "seats", COUNT(*) FILTER (WHERE "status" = 'sold')::int AS "sold" FROM "reservations" WHERE "event_id" = $1 AND ("status" = 'sold' OR ("status" = 'held' AND "expires_at" > now()))`,
      [eventId],
    )
    expect(taken.rows[0].seats).toBe(100)
    // No hold outlives its 15 minutes, but one of an order waiting for its buyer's e-mail address its 30 (decision 031).
    const longest = async (ordered: boolean) =>
      (
        await db.query(
          `SELECT COALESCE(MAX(EXTRACT(EPOCH FROM ("expires_at" - "created_at"))), 0)::float AS "seconds" FROM "reservations" WHERE "event_id" = $1 AND "status" = 'held' AND ("order_id" IS NOT NULL) = $2`,
          [eventId, ordered],
        )
      ).rows[0].seconds as number
    expect(await longest(false)).toBeLessThanOrEqual(15 * 60 + 5)
    expect(await longest(true)).toBeLessThanOrEqual(15 * 60 + 30 * 60 + 5)
    // One order per cart, and no seat sold twice.
    const orders = await db.query(
      `SELECT "r"."cart_id", COUNT(DISTINCT "r"."order_id")::int AS "orders" FROM "reservations" "r" WHERE "r"."event_id" = $1 AND "r"."order_id" IS NOT NULL GROUP BY "r"."cart_id"`,
      [eventId],
    )
    expect(orders.rows.length).toBeGreaterThan(0)
    expect(orders.rows.every((row: { orders: number }) => row.orders === 1)).toBe(true)
    expect(taken.rows[0].sold).toBeLessThanOrEqual(100)

    // The metrics of the server that lived through it count the storm.
    const metrics = (await (await fetch(cluster.servers[0]?.metricsUrl ?? '')).text()).split('\n')
    const sample = (name: string, ...labels: string[]) =>
      Number(
        metrics
          .find((line) => line.startsWith(`${name}{`) && labels.every((label) => line.includes(label)))
          ?.split(' ')
          .pop() ?? 0,
      )
    expect(sample('festival_reservations_total', 'result="reserved"')).toBeGreaterThan(0)
    expect(sample('festival_reservations_total', 'result="not_enough_seats"')).toBeGreaterThan(0)
    expect(sample('festival_http_requests_total', 'route="/api/shop-cart"', 'method="POST"', 'status="200"')).toBeGreaterThan(0)
    expect(
      sample('festival_http_request_duration_seconds_count', 'route="/api/shop-cart"', 'method="POST"', 'status="200"'),
    ).toBeGreaterThan(0)
  })
})

describe('Redis', () => {
  it('stopped during traffic: pages keep answering; restarted: a publish is shared again', async () => {
    await cluster.stopRedis()
    for (const base of [a(), b(), cluster.proxyUrl]) {
      for (const pathname of ['/de', '/en', '/de/programm', '/de/impressum'])
        expect((await fetch(`${base}${pathname}`)).status, `${base}${pathname}`).toBe(200)
    }
    await cluster.startRedis()
    await until(
      async () => (await fetch(`${b()}/readyz`)).status === 200 && (await fetch(`${a()}/readyz`)).status === 200,
      15_000,
      'both servers ready again',
    )
    // Reconnected: what a publishes, b shows.
    await page(`${b()}/de/artists`)
    const article = await articleOnMagazinePage()
    const title = `Nach dem Ausfall ${Date.now()}`
    await publishArticleTitle(a(), article, title)
    await until(async () => (await page(`${b()}/de/artists`)).text.includes(title), 10_000, 'the change on server b after Redis returned')
  })
})

describe('the inline editor', () => {
  it('takes two editors’ saves of one page on two servers in turn: one is saved, the other is told the page changed', async () => {
    const made = await cms<{ doc: { id: number } }>(a(), editor, 'POST', '/cms-api/pages?locale=de', {
      title: `Gleichzeitig ${Date.now()}`,
      slug: `gleichzeitig-${Date.now()}`,
      _status: 'published',
      modules: [{ blockType: 'headline', headline_level: '2', content: 'Erste' }],
    })
    expect(made.status).toBe(201)
    const id = made.json.doc.id
    const { json: draft } = await cms<{ updatedAt: string; modules: { id: string }[] }>(
      a(),
      editor,
      'GET',
      `/cms-api/pages/${id}?locale=de&draft=true&depth=0`,
    )
    const moduleId = draft.modules[0]?.id ?? ''
    const save = async (base: string, server: string, content: string) => {
      const response = await fetch(`${server}/de/pageeditor-api/headline/${moduleId}/?doc=pages:${id}&base=${encodeURIComponent(base)}`, {
        method: 'POST',
        headers: {
          Cookie: `${editor}; csrftoken=cluster-token`,
          'X-CSRFToken': 'cluster-token',
          Origin: server,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ module: { headline_level: '2', content } }),
      })
      return { status: response.status, json: (await response.json()) as { stamp?: string; error?: string } }
    }
    // Both editors opened the same version and save at once, one on each server, round after round.
    let base = draft.updatedAt
    for (let round = 1; round <= 6; round++) {
      const answers = await Promise.all([save(base, a(), `Fassung A ${round}`), save(base, b(), `Fassung B ${round}`)])
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 409])
      const saved = answers.find((answer) => answer.status === 200)
      expect(answers.find((answer) => answer.status === 409)?.json.error).toBe('conflict')
      const { json: now } = await cms<{ updatedAt: string; modules: { content: string }[] }>(
        b(),
        editor,
        'GET',
        `/cms-api/pages/${id}?locale=de&draft=true&depth=0`,
      )
      expect(now.updatedAt).toBe(saved?.json.stamp)
      expect(now.modules[0]?.content).toMatch(new RegExp(`^Fassung [AB] ${round}$`))
      base = now.updatedAt
    }
  })
})

describe('background work', () => {
  /** A draft of the imprint with a new title, published by the job queue a second from now (pages schedule their publishing). */
  async function schedulePublish(title: string, base = a()): Promise<{ pageId: number; jobId: number }> {
    const { json: pages } = await cms<{ docs: { id: number }[] }>(
      base,
      editor,
      'GET',
      '/cms-api/pages?locale=de&depth=0&where[slug][equals]=impressum',
    )
    const pageId = pages.docs[0]?.id ?? 0
    const { json: me } = await cms<{ user: { id: number } }>(base, editor, 'GET', '/cms-api/users/me')
    expect((await cms(base, editor, 'PATCH', `/cms-api/pages/${pageId}?locale=de&draft=true`, { title, _status: 'draft' })).status).toBe(
      200,
    )
    const job = await cms<{ doc: { id: number } }>(base, admin, 'POST', '/cms-api/payload-jobs', {
      taskSlug: 'schedulePublish',
      queue: 'default',
      waitUntil: new Date(Date.now() + 1000).toISOString(),
      input: { type: 'publish', doc: { relationTo: 'pages', value: String(pageId) }, user: { relationTo: 'users', value: me.user.id } },
    })
    expect(job.status).toBe(201)
    return { pageId, jobId: job.json.doc.id }
  }

  /** Waits for the job (Payload deletes a job once it has run) and answers how many published versions carry the title: a second run would add another. */
  async function publishedOnce({ pageId, jobId }: { pageId: number; jobId: number }, title: string): Promise<number> {
    await until(
      async () => (await db.query('SELECT 1 FROM "payload_jobs" WHERE "id" = $1 AND "completed_at" IS NULL', [jobId])).rowCount === 0,
      90_000,
      'the scheduled job',
    )
    const published = await db.query(
      `SELECT COUNT(*)::int AS "n" FROM "_pages_v" "v" JOIN "_pages_v_locales" "l" ON "l"."_parent_id" = "v"."id" WHERE "v"."parent_id" = $1 AND "v"."version__status" = 'published' AND "l"."version_title" = $2`,
      [pageId, title],
    )
    return published.rows[0].n as number
  }

  /** The server holding the job queue's lease, by the name its lease connection carries. */
  async function leaseHolder(): Promise<string | null> {
    const { rows } = await db.query(
      `SELECT "a"."application_name" AS "name" FROM "pg_locks" "l" JOIN "pg_stat_activity" "a" ON "a"."pid" = "l"."pid" WHERE "l"."locktype" = 'advisory' AND "l"."classid" = $1 AND "l"."objid" = 0 AND "l"."granted"`,
      [LOCK_SPACES.jobs],
    )
    return (rows[0]?.name as string | undefined)?.replace('festival-jobs-', '') ?? null
  }

  it('runs a scheduled publish exactly once with two servers running', async () => {
    const title = `Impressum, geplant ${Date.now()}`
    expect(await publishedOnce(await schedulePublish(title), title)).toBe(1)
    await until(
      async () => (await page(`${cluster.proxyUrl}/de/impressum`)).text.includes(title),
      5000,
      'the scheduled change through the proxy',
    )
    // The order clean-up's next slot is queued once, by the lease holder, however many servers ticked.
    // (Just after a slot ran, the next is queued on the following tick.)
    const queued = async () =>
      (
        await db.query(
          `SELECT COUNT(*)::int AS "n" FROM "payload_jobs" WHERE "task_slug" = 'cancel-overdue-orders' AND "completed_at" IS NULL`,
        )
      ).rows[0].n as number
    await until(async () => (await queued()) > 0, 70_000, 'the order clean-up’s next slot')
    // However many servers ticked, each slot (its time) is queued once.
    const twice = await db.query(
      `SELECT "wait_until", COUNT(*)::int AS "n" FROM "payload_jobs" WHERE "task_slug" = 'cancel-overdue-orders' GROUP BY "wait_until" HAVING COUNT(*) > 1`,
    )
    expect(twice.rows).toEqual([])
  })

  it('passes the job queue to the other server when the one running it dies', async () => {
    await until(async () => (await leaseHolder()) !== null, 70_000, 'a server holding the job queue')
    const name = await leaseHolder()
    const running = cluster.servers.find((server) => server.name === name)
    expect(running, `the lease holder ${name}`).toBeTruthy()
    const survivor = cluster.servers.find((server) => server !== running)?.url ?? ''
    await running?.kill('SIGKILL')
    try {
      const title = `Impressum, nach dem Ausfall ${Date.now()}`
      expect(await publishedOnce(await schedulePublish(title, survivor), title)).toBe(1)
      expect(await leaseHolder()).not.toBe(name)
    } finally {
      await running?.start()
    }
  })
})

describe('operating switches and probes', () => {
  it('keeps every place of a sale opening’s queue, given once, and admits once, while one server dies', async () => {
    const { event } = await publishEvent('queue', 'Warteraum im Verbund')
    // Open since a minute, six places a minute: the first is admitted within ten seconds, the rest wait.
    const opening = await cms<{ doc: { id: number } }>(a(), admin, 'POST', '/cms-api/sale-openings?locale=de', {
      name: 'Verbund',
      opens_at: new Date(Date.now() - 60_000).toISOString(),
      admit_per_minute: 6,
      events: [event.json.doc.id],
    })
    expect(opening.status).toBe(201)
    const id = opening.json.doc.id
    const place = async (base: string, cookie: string) => {
      const response = await fetch(`${base}/api/queue/`, { headers: { Cookie: cookie } })
      return (await response.json()) as { state: string; position: number | null; admitted_until: string | null }
    }
    // Both servers warm (a server restarted by the test before loads each route on its first call):
    // the kill should cut calls in flight, not a queue of first calls.
    await until(async () => (await fetch(`${b()}/readyz`)).status === 200, 30_000, 'server b ready')
    for (const base of [a(), b()]) {
      await fetch(`${base}/api/queue/`)
      expect((await fetch(`${base}/api/queue/join/`, { method: 'POST', body: '{}' })).status).toBe(403)
    }
    // And both in the proxy's list again: with one left out, killing the other leaves none.
    await cluster.allInProxy()
    let killedB = false
    try {
      let started = 0
      const join = async (n: number): Promise<{ status: number; cookie: string; position: number | null }> => {
        started++
        try {
          const response = await visitorPost('/api/queue/join/', `10.43.${n >> 8}.${n & 255}`, { opening: id })
          const body = (await response.json().catch(() => ({}))) as { position?: number | null }
          const cookie =
            response.headers
              .getSetCookie()
              .find((entry) => entry.startsWith('festival_queue='))
              ?.split(';')[0] ?? ''
          return { status: response.status, cookie, position: body.position ?? null }
        } catch {
          return { status: 0, cookie: '', position: null }
        }
      }
      const killed = (async () => {
        await until(async () => started >= 40, 60_000, 'a third of the visitors')
        await cluster.servers[1]?.kill('SIGKILL')
        killedB = true
      })()
      const answers = await inCrowd(120, 20, join)
      await killed
      const placed = answers.filter((answer) => answer.status === 200 && answer.cookie)
      // Calls in flight to the killed server, and those the proxy sent there before it noticed, got no place.
      expect(placed.length).toBeGreaterThanOrEqual(60)
      // The server left knows every place, as it was given (an answer cut off by the kill lost its body, not its place).
      const after = await Promise.all(placed.map(async (answer) => ({ answer, now: await place(a(), answer.cookie) })))
      for (const { answer, now } of after)
        if (answer.position !== null) expect(now.position, `place ${answer.position}`).toBe(answer.position)
      // Each place given once: no two visitors share one, none beyond the joins made.
      const positions = after.map(({ now }) => now.position ?? 0)
      expect(positions.every((position) => position > 0)).toBe(true)
      expect(new Set(positions).size).toBe(positions.length)
      expect(Math.max(...positions)).toBeLessThanOrEqual(120)
      // The first place was admitted once: both servers name the same time to book.
      await cluster.servers[1]?.start()
      killedB = false
      const first = after.find(({ now }) => now.position === 1)?.answer
      if (first) {
        await until(async () => (await place(a(), first.cookie)).state === 'admitted', 30_000, 'the first place admitted')
        const [onA, onB] = [await place(a(), first.cookie), await place(b(), first.cookie)]
        expect(onB.state).toBe('admitted')
        expect(onB.admitted_until).toBe(onA.admitted_until)
      }
    } finally {
      if (killedB) await cluster.servers[1]?.start()
      await cms(a(), admin, 'PATCH', `/cms-api/sale-openings/${id}?locale=de`, { active: false })
    }
  })

  it('the site-offline switch answers 503 from every server and the proxy within 10 s', async () => {
    const setOnline = async (online: boolean) =>
      expect((await cms(a(), admin, 'POST', '/cms-api/globals/site-settings?locale=de', { is_site_online: online })).status).toBe(200)
    await setOnline(false)
    try {
      for (const base of [a(), b(), cluster.proxyUrl])
        await until(async () => (await fetch(`${base}/de`)).status === 503, 10_000, `offline on ${base}`)
    } finally {
      await setOnline(true)
    }
    for (const base of [a(), b(), cluster.proxyUrl])
      await until(async () => (await fetch(`${base}/de`)).status === 200, 12_000, `online again on ${base}`)
  })

  it('a server that cannot reach its database answers 503 on /readyz, and the proxy sends visitors to the other', async () => {
    await link.cut()
    try {
      await until(async () => (await fetch(`${b()}/readyz`)).status === 503, 10_000, 'server b not ready')
      // The public hears only 'not ready'; which check failed is on the metrics port and in the log.
      expect(await (await fetch(`${b()}/readyz`)).json()).toEqual({ status: 'not ready' })
      const gauges = await (await fetch(cluster.servers[1]?.metricsUrl ?? '')).text()
      expect(gauges).toMatch(/festival_readiness_check\{check="database",server="b"\} 0/)
      expect(gauges).toMatch(/festival_readiness_check\{check="storage",server="b"\} 1/)
      expect(fs.readFileSync(path.join(DIR, 'logs/app-b.log'), 'utf8')).toMatch(
        /"msg":"not ready".*"database":"failed|"database":"failed.*"msg":"not ready"/,
      )
      // Give the watcher its second to take b out, then ask the proxy for calls it never keeps.
      await new Promise((resolve) => setTimeout(resolve, 2500))
      const ids: string[] = []
      for (let i = 0; i < 10; i++) {
        const response = await fetch(`${cluster.proxyUrl}/healthz`)
        expect(response.status).toBe(200)
        ids.push(response.headers.get('x-request-id') ?? '')
      }
      // nginx writes a request's log line just after its answer.
      const accessLog = () => fs.readFileSync(path.join(DIR, 'nginx/access.log'), 'utf8')
      await until(async () => ids.every((id) => accessLog().includes(`rid=${id}`)), 3000, 'the log lines of the ten requests')
      const access = accessLog().split('\n')
      const upstreams = ids.map((id) => access.find((line) => line.includes(`rid=${id}`))?.match(/upstream=(\S+)/)?.[1])
      expect(upstreams).toEqual(ids.map(() => `127.0.0.1:${cluster.servers[0]?.port}`))

      // A call that needs the database fails on b; the error reaches the error-tracking service
      // with its request id, and nothing that could name the visitor.
      const failed = await fetch(`${b()}/api/shop-cart/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: b(),
          Cookie: `csrftoken=${CSRF}`,
          'X-CSRFToken': CSRF,
          'X-Forwarded-For': '198.51.100.23',
        },
        body: JSON.stringify({ quantities: [1], event_jet_id: 'x1', sale_type_ids: [1] }),
      })
      expect(failed.status).toBeGreaterThanOrEqual(500)
      const requestId = failed.headers.get('x-request-id') ?? ''
      await until(
        async () => reported.some((event) => JSON.stringify(event).includes(requestId)),
        10_000,
        'the error at the error-tracking service',
      )
      const event = reported.find((entry) => JSON.stringify(entry).includes(requestId))
      expect(event).toMatchObject({ level: 'error', server_name: 'b', tags: { kind: 'server', request_id: requestId } })
      expect(JSON.stringify(event)).not.toMatch(/198\.51\.100\.23|csrftoken|cccccccc/)
    } finally {
      await link.mend()
    }
    await until(async () => (await fetch(`${b()}/readyz`)).status === 200, 20_000, 'server b ready again')
  })
  it('passes by its cache whatever carries a cart cookie or an Authorization header, and drops a client’s own X-Forwarded-Host', async () => {
    const accessLog = () => fs.readFileSync(path.join(DIR, 'nginx/access.log'), 'utf8')
    const cacheOf = async (id: string) => {
      await until(async () => accessLog().includes(`rid=${id}`), 3000, `the log line of ${id}`)
      return accessLog()
        .split('\n')
        .find((line) => line.includes(`rid=${id}`))
        ?.match(/cache=(\S+)/)?.[1]
    }
    // A public page the proxy keeps: a second anonymous visit is answered from its cache.
    const url = `${cluster.proxyUrl}/de/agb`
    await fetch(url)
    await until(async () => (await fetch(url)).headers.get('x-cache') === 'HIT', 5000, 'the terms page from the cache')
    const personals: Record<string, string>[] = [
      { Cookie: `festival_cart=${'k'.repeat(32)}` },
      { Cookie: `consent=1; festival_cart=${'k'.repeat(32)}` },
      { Authorization: 'Bearer sweep' },
    ]
    for (const personal of personals) {
      const response = await fetch(url, { headers: personal })
      expect(response.status).toBe(200)
      // Neither answered from the cache nor kept in it.
      expect(response.headers.get('x-cache'), JSON.stringify(personal)).toBe('BYPASS')
      expect(await cacheOf(response.headers.get('x-request-id') ?? '')).toBe('BYPASS')
    }
    // A host a client names never reaches the app: another site cannot pass the origin check by naming itself.
    const named = await fetch(`${cluster.proxyUrl}/api/dashboard-error-log/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://evil.example',
        'X-Forwarded-Host': 'evil.example',
        Forwarded: 'host=evil.example',
        Cookie: `csrftoken=${CSRF}`,
        'X-CSRFToken': CSRF,
      },
      body: JSON.stringify({ url: '/de/nirgends' }),
    })
    expect(named.status).toBe(403)
    // A foreign server action through the proxy: 403, and nothing in the server's log as an error.
    const foreign = await fetch(`${cluster.proxyUrl}/de`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        'Next-Action': '7f'.repeat(20),
        'Content-Type': 'text/plain;charset=UTF-8',
        'X-Forwarded-Host': 'evil.example',
      },
      body: '["x"]',
    })
    expect(foreign.status).toBe(403)
    const id = foreign.headers.get('x-request-id') ?? ''
    await new Promise((resolve) => setTimeout(resolve, 500))
    const errors = ['a', 'b']
      .flatMap((name) => fs.readFileSync(path.join(DIR, `logs/app-${name}.log`), 'utf8').split('\n'))
      .filter((line) => line.includes(id) && /"level":(50|60)/.test(line))
    expect(errors).toEqual([])
  })

  it('a failure in a visitor’s browser, reported through the proxy, reaches the error-tracking service with its page and nothing that names the visitor', async () => {
    const reportedBy = (message: string) => reported.find((event) => JSON.stringify(event).includes(message))
    const message = `TypeError: Failed to fetch ${Date.now()}`
    const sent = await fetch(`${cluster.proxyUrl}/api/client-error/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: cluster.proxyUrl,
        Cookie: `csrftoken=${CSRF}; ${editor}`,
        'X-CSRFToken': CSRF,
        'X-Forwarded-For': '198.51.100.24',
      },
      body: JSON.stringify({ kind: 'autocomplete', message, url: '/de/suche?q=privat' }),
    })
    expect(sent.status).toBe(204)
    await until(async () => reportedBy(message) !== undefined, 10_000, 'the browser’s failure at the error-tracking service')
    expect(reportedBy(message)).toMatchObject({
      level: 'error',
      message: 'browser failure: autocomplete',
      extra: { detail: message },
      tags: { kind: 'client', route: 'autocomplete', page: '/de/suche', request_id: sent.headers.get('x-request-id') },
    })
    expect(JSON.stringify(reportedBy(message))).not.toMatch(/198\.51\.100\.24|privat|csrftoken|payload-token/)
  })
})
