import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { json, jsonError, parseJsonBody, parseQuery, PUBLIC_CACHE } from './json'

describe('json helpers', () => {
  it('answers JSON with the given cache header', async () => {
    const response = json({ a: 1 }, { cache: PUBLIC_CACHE, headers: { Vary: 'Accept-Language' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(response.headers.get('vary')).toBe('Accept-Language')
    expect(await response.json()).toEqual({ a: 1 })
  })

  it('answers errors as { error } that no cache keeps', async () => {
    const response = jsonError(404, 'Not Found')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: 'Not Found' })
  })

  it('parses a query string and answers 400 naming the bad field', async () => {
    const schema = z.object({ page: z.string().regex(/^\d+$/).optional() })
    expect(parseQuery(schema, 'http://localhost/x/?page=2&other=1')).toEqual({ ok: true, data: { page: '2' } })
    const bad = parseQuery(schema, new URL('http://localhost/x/?page=two'))
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      expect(bad.response.status).toBe(400)
      expect((await bad.response.json()) as { error: string }).toMatchObject({ error: expect.stringMatching(/^page: /) })
    }
  })

  it('answers 400 for a body that is not JSON', async () => {
    const request = new Request('http://localhost/x/', { method: 'POST', body: '{nope' })
    const parsed = await parseJsonBody(z.object({ url: z.string() }), request)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.response.status).toBe(400)
  })
})
