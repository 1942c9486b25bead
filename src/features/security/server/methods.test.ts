import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refuseUnsupportedMethod } from './methods'

let server: http.Server
let port = 0

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseUnsupportedMethod(req, res)) return
    res.end('handled')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function send(method: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: '/de' }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('refuseUnsupportedMethod', () => {
  it('answers TRACE and methods the site never serves with 405 and Allow', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const answer = await send(method)
      expect(answer.status, method).toBe(405)
      expect(answer.allow, method).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    }
  })

  it('hands every supported method on', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect((await send(method)).body, method).toBe('handled')
  })
})
