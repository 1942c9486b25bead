import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/features/security/domain/clientAddress'
import { LIMITS } from '@/features/security/domain/limits'
import { consume } from '@/features/security/server/rateLimit'
import { testPayload } from '../../tests/setup/payload'
import { staffToken } from '../../tests/setup/staff'

import { CONTRACT, type CallName } from './calls'
import { type CallEntry } from './contract'
import { isUnsafe, pathParameters } from './paths'
import { INPUTS } from './inputs'

/**
 * The contract test (issue 25): it walks the call table and proves, for every entry, the answers
 * the one wrapper gives before any handler runs: 404 for a language that is not ours, 403 without
 * the same origin and CSRF token, 429 past the entry's limit, 401/403 without the identity the entry
 * needs, 400 (or a posted form's way back) for bad input, and never a 500. It replaces the
 * per-route copies of these checks; the routes' own tests prove what the handlers do.
 */

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>
type Entry = CallEntry & { language?: string; limit?: keyof typeof LIMITS; forms?: 'also' | 'only' }

const APP = join(process.cwd(), 'src/app')
const names = Object.keys(CONTRACT) as CallName[]
const entry = (name: CallName) => CONTRACT[name] as Entry

/** The route file that serves a contract path (Next's folders: `[id]`, `[[...slug]]`, `(frontend)`). */
function routeFile(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith('{...') ? `[[...${segment.slice(4, -1)}]]` : segment.startsWith('{') ? `[${segment.slice(1, -1)}]` : segment,
    )
  const localised = segments[0] === '[locale]'
  return join(APP, ...(localised ? ['(frontend)'] : []), ...segments, 'route.ts')
}

/** Every route file of the app, except Payload's own REST and admin (their guard is cmsApiGuard). */
function routeFiles(dir = APP): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    // Payload's own routes, the operator's probes (/healthz, /readyz: no language, no CSRF, never
    // cached, nothing a visitor sends) and the installed site's files (/sw.js, the web app
    // manifests: files of the build, read by the browser itself) are not calls of the contract.
    if (statSync(full).isDirectory()) return ['(payload)', '(ops)', '(pwa)'].includes(name) ? [] : routeFiles(full)
    return name === 'route.ts' ? [full] : []
  })
}

async function handlerOf(name: CallName): Promise<Handler> {
  const file = routeFile(entry(name).path)
  const routeModule = (await import(/* @vite-ignore */ file)) as Record<string, Handler | undefined>
  const handler = routeModule[entry(name).method]
  if (!handler) throw new Error(`${name}: ${file} exports no ${entry(name).method}`)
  return handler
}

/** Path parameters that pass their schemas, so only the check under test can refuse. */
const GOOD_PARAMS: Record<string, string | string[]> = {
  locale: 'de',
  id: '1',
  code: 'ABCD-EFGH-JKLM',
  number: 'FDK-2026-000001',
  key: 'A'.repeat(32),
  token: 'B'.repeat(32),
  slug: 'start',
  module: 'text',
}
const slugParams = (name: CallName): Record<string, string | string[]> => {
  const params = Object.fromEntries(pathParameters(entry(name).path).map((key) => [key, GOOD_PARAMS[key] ?? '1']))
  if (entry(name).path.includes('{...slug}')) params.slug = ['start']
  if (name === 'restoreVersion' || name === 'updateModule' || name === 'patchModule' || name === 'deleteModule')
    params.id = name === 'restoreVersion' ? '1' : 'abc123'
  return params
}

/** One query that every query schema of the table refuses. */
const BAD_QUERY = new URLSearchParams({
  room: 'x',
  tag: 'x',
  category: 'x',
  page: 'x',
  ids: 'x',
  query: 'q'.repeat(500),
  doc: 'x',
  kind: 'x',
  version_id: '!',
  collection: 'x',
}).toString()

let payload: Payload
let address = 0
const tokens = { customer: '', editor: '' }

function call(
  name: CallName,
  init: {
    csrf?: boolean
    token?: string
    origin?: string
    body?: string
    form?: boolean
    query?: string
    client?: string
    language?: string
  } = {},
): Request {
  const { method, path } = entry(name)
  const headers: Record<string, string> = {
    host: 'localhost',
    [CLIENT_ADDRESS_HEADER]: init.client ?? `203.0.113.${(address++ % 250) + 1}`,
    'accept-language': init.language ?? 'de',
  }
  if (init.token) headers.authorization = `JWT ${init.token}`
  if (isUnsafe(method) && init.csrf !== false) {
    headers.origin = init.origin ?? 'http://localhost'
    if (!init.form) {
      headers.cookie = 'csrftoken=tok123'
      headers['x-csrftoken'] = 'tok123'
    }
  }
  const body = isUnsafe(method) ? init.body : undefined
  if (body !== undefined) headers['content-type'] = init.form ? 'application/x-www-form-urlencoded' : 'application/json'
  const url = `http://localhost${path.replace(/\{[^}]+\}/g, '1')}${init.query ? `?${init.query}` : ''}`
  return new Request(url, { method, headers, body })
}

async function answer(name: CallName, init: Parameters<typeof call>[1] = {}, params = slugParams(name)): Promise<Response> {
  const response = await (await handlerOf(name))(call(name, init), { params: Promise.resolve(params) })
  expect(response.status, `${name} must never answer 500`).toBeLessThan(500)
  return response
}

/** The identity an entry needs, for checks that come after it. */
const identity = (name: CallName): string | undefined =>
  entry(name).audience === 'customer' ? tokens.customer : entry(name).audience === 'editor' ? tokens.editor : undefined

beforeAll(async () => {
  payload = await testPayload()
  const context = { disableRevalidate: true }
  await payload.create({
    collection: 'customers',
    data: { email: 'kim@contract.example', password: 'geheim-geheim', first_name: 'Kim', last_name: 'Test', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
    context,
  })
  tokens.customer =
    (await payload.login({ collection: 'customers', data: { email: 'kim@contract.example', password: 'geheim-geheim' } })).token ?? ''
  tokens.editor = await staffToken(payload, { email: 'ed@contract.example', name: 'Ed', roles: ['editor'], password: 'geheim-geheim' })
})

describe('the call contract', () => {
  it('binds every entry to its route file and every route file to an entry', async () => {
    const declared = new Set(names.map((name) => routeFile(entry(name).path)))
    expect(
      routeFiles()
        .filter((file) => !declared.has(file))
        .map((file) => relative(APP, file)),
    ).toEqual([])
    for (const name of names) await handlerOf(name)
  })

  it('gives every unsafe public call a rate limit, and reads nothing a schema does not check', () => {
    for (const name of names) {
      const { method, audience } = entry(name)
      if (isUnsafe(method) && audience === 'public' && name !== 'login') expect(entry(name).limit, name).toBeDefined()
      const params = pathParameters(entry(name).path).filter((key) => key !== 'locale')
      if (params.length > 0) expect(INPUTS, `${name} has path parameters without a schema`).toHaveProperty([name, 'params'])
      if (isUnsafe(method) && !['renewCart', 'logout'].includes(name) && !entry(name).path.includes('presence')) {
        // Every write with a body declares it (JSON, a form or an upload); the body-less ones are named here.
        if (!['deleteModule', 'restoreVersion', 'subscribeCalendar', 'unsubscribeCalendar'].includes(name))
          expect(INPUTS, `${name} takes a body without a schema`).toHaveProperty([name, 'body'])
      }
    }
  })

  it.each(names.filter((name) => entry(name).path.startsWith('/{locale}/')))('%s: 404 for a language that is not ours', async (name) => {
    const response = await answer(name, { token: identity(name) }, { ...slugParams(name), locale: 'xx' })
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
  })

  it.each(names.filter((name) => isUnsafe(entry(name).method)))('%s: 403 without the same origin and the CSRF token', async (name) => {
    const token = identity(name)
    expect((await answer(name, { csrf: false, token, body: '{}' })).status).toBe(403)
    expect((await answer(name, { origin: 'https://evil.example', token, body: '{}' })).status).toBe(403)
    if (entry(name).forms) expect((await answer(name, { form: true, origin: 'https://evil.example', token, body: 'a=1' })).status).toBe(403)
    if (entry(name).forms === 'only') expect((await answer(name, { token, body: '{}' })).status, 'a form-only call refuses JSON').toBe(403)
  })

  it.each(names.filter((name) => entry(name).limit !== undefined))('%s: 429 with Retry-After past its limit', async (name) => {
    const limit = LIMITS[entry(name).limit as keyof typeof LIMITS]
    const client = `198.18.${Math.floor(address / 250)}.${(address++ % 250) + 1}`
    for (let used = 0; used < limit.points; used++) await consume(payload, limit, client)
    const form = entry(name).forms === 'only'
    // An English visitor: by Accept-Language, or by the path's language.
    const response = await answer(
      name,
      { client, token: identity(name), form, body: form ? 'event=1' : '{}', language: 'en' },
      { ...slugParams(name), locale: 'en' },
    )
    if (form) {
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toMatch(/result=limited/)
      return
    }
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await response.json()).toEqual({ error: 'Too many attempts. Please wait a moment and try again.' })
  })

  it.each(names.filter((name) => entry(name).audience === 'customer' || entry(name).audience === 'editor'))(
    '%s: 401 without a session, 403 with the wrong one',
    async (name) => {
      const anonymous = await answer(name, { body: '{}' })
      expect(anonymous.status).toBe(401)
      expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
      const wrong = await answer(name, { body: '{}', token: entry(name).audience === 'editor' ? tokens.customer : tokens.editor })
      // A staff member is no customer (401, the account area asks them to log in as one); a customer is no editor (403).
      expect(wrong.status).toBe(entry(name).audience === 'editor' ? 403 : 401)
    },
  )

  it.each(names.filter((name) => 'query' in (INPUTS[name as keyof typeof INPUTS] ?? {})))(
    '%s: 400 for a bad query, in the visitor’s language',
    async (name) => {
      const response = await answer(name, {
        token: identity(name),
        query: BAD_QUERY,
        body: isUnsafe(entry(name).method) ? '{}' : undefined,
      })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error?: string }
      expect(typeof body.error).toBe('string')
    },
  )

  it.each(
    names.filter((name) => {
      const spec = INPUTS[name as keyof typeof INPUTS] as { body?: unknown } | undefined
      return spec?.body !== undefined
    }),
  )('%s: a bad body is refused, never stored', async (name) => {
    const spec = INPUTS[name as keyof typeof INPUTS] as { body?: unknown; query?: unknown }
    // A good document query where the call has one, so the body is what is judged.
    const query = spec.query ? 'doc=pages:1&base=x' : undefined
    if (entry(name).forms === 'only') {
      const response = await answer(name, { token: identity(name), form: true, body: 'x=1', query })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toMatch(/^\/(webshop)/)
      return
    }
    const response = await answer(name, { token: identity(name), body: '"not an object"', query })
    expect(response.status, name).toBe(spec.body === 'multipart' ? 415 : 400)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    if (spec.body !== 'multipart') expect((await answer(name, { token: identity(name), body: '{not json', query })).status).toBe(400)
  })

  it.each(names.filter((name) => pathParameters(entry(name).path).some((key) => key !== 'locale')))(
    '%s: 404 for a path parameter out of shape',
    async (name) => {
      const params = Object.fromEntries(
        Object.entries(slugParams(name)).map(([key, value]) => [
          key,
          key === 'locale' ? value : key === 'slug' && Array.isArray(value) ? ['x'.repeat(300)] : '..%00',
        ]),
      )
      const response = await answer(name, { token: identity(name), body: isUnsafe(entry(name).method) ? '{}' : undefined }, params)
      expect(response.status).toBe(404)
    },
  )

  it('answers the German sentence to a German visitor past a limit', async () => {
    const client = '198.19.0.1'
    for (let used = 0; used < LIMITS.errorLogPerClient.points; used++) await consume(payload, LIMITS.errorLogPerClient, client)
    const response = await answer('errorLog', { client, body: JSON.stringify({ url: '/x' }) })
    expect(await response.json()).toEqual({
      error: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.',
    })
  })

  it('answers field problems of a bad body in the visitor’s language', async () => {
    const german = await answer('errorLog', { body: JSON.stringify({ url: 5 }) })
    const english = await answer('errorLog', { body: JSON.stringify({ url: 5 }), language: 'en' })
    const [de, en] = [
      (await german.json()) as { fields: Record<string, string> },
      (await english.json()) as { fields: Record<string, string> },
    ]
    expect(de.fields.url).toMatch(/Ungültige Eingabe/)
    expect(en.fields.url).toMatch(/Invalid input/)
  })
})
