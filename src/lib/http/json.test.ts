import { describe, expect, it } from 'vitest'

import { readBodyLimited, tooManyRequests } from './json'

describe('json helpers', () => {
  it('reads a body up to its limit and refuses a larger one, declared or not', async () => {
    const small = await readBodyLimited(new Request('http://x/', { method: 'POST', body: '{"a":1}' }), 16)
    expect(small.ok && new TextDecoder().decode(small.bytes)).toBe('{"a":1}')
    expect(await readBodyLimited(new Request('http://x/', { method: 'POST', body: 'x'.repeat(17) }), 16)).toEqual({
      ok: false,
      tooLarge: true,
    })
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10))
        controller.enqueue(new Uint8Array(10))
        controller.close()
      },
    })
    expect(await readBodyLimited(new Request('http://x/', { method: 'POST', body: chunked, duplex: 'half' } as RequestInit), 16)).toEqual({
      ok: false,
      tooLarge: true,
    })
  })

  it('answers 429 with Retry-After and the sentence, never stored', async () => {
    const response = tooManyRequests('Zu viele Versuche.', 42)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: 'Zu viele Versuche.' })
  })
})
