import { describe, expect, it } from 'vitest'

import { metrics, routeLabel } from './metrics'

describe('routeLabel', () => {
  it('keeps two segments of a page, three of a locale call, and one for build files', () => {
    expect(routeLabel('/de/veranstaltung/ein-stueck/12')).toBe('/de/veranstaltung')
    expect(routeLabel('/de/programm?day=2026-07-01')).toBe('/de/programm')
    expect(routeLabel('/de/api/events/')).toBe('/de/api/events')
    expect(routeLabel('/api/shop-cart/')).toBe('/api/shop-cart')
    expect(routeLabel('/_next/static/chunks/abc.js')).toBe('/_next')
    expect(routeLabel('/')).toBe('/')
  })

  it('never makes a label of an id, a number or a long value', () => {
    expect(routeLabel('/cms-api/12345')).toBe('/cms-api/:param')
    expect(routeLabel(`/de/${'x'.repeat(80)}`)).toBe('/de/:param')
  })
})

describe('metrics', () => {
  it('is one registry per process, and writes the Prometheus text format', async () => {
    const first = metrics()
    expect(metrics()).toBe(first)
    first.requests.inc({ route: '/de', method: 'GET', status: '200' })
    first.reservations.inc({ result: 'reserved' })
    first.sources.liveHolds = async () => 7
    const text = await first.registry.metrics()
    expect(text).toContain('festival_http_requests_total{route="/de",method="GET",status="200"} 1')
    expect(text).toContain('festival_reservations_total{result="reserved"} 1')
    expect(text).toContain('festival_live_holds 7')
  })
})
