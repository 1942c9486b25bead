import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const send = vi.fn()
vi.mock('./client', () => ({ send }))

type Reporter = typeof import('./reportError')
let reporter: Reporter

beforeEach(async () => {
  vi.resetModules()
  send.mockClear()
  vi.stubGlobal('window', { location: { pathname: '/de/suche', search: '?q=privat' } })
  reporter = await import('./reportError')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('reporting a browser failure', () => {
  it('sends the kind, the message as one line and the page’s path without its query', () => {
    reporter.reportError('autocomplete', new TypeError('Failed\n\tto fetch'))
    expect(send).toHaveBeenCalledWith('clientError', {
      body: { kind: 'autocomplete', message: 'TypeError: Failed to fetch', url: '/de/suche' },
    })
    reporter.reportError('page', new Error('render'), '123456')
    expect(send).toHaveBeenLastCalledWith('clientError', {
      body: { kind: 'page', message: 'Error: render', url: '/de/suche', digest: '123456' },
    })
    reporter.reportError('page', new Error('another render'), 'not a <digest>')
    expect(send).toHaveBeenLastCalledWith('clientError', { body: { kind: 'page', message: 'Error: another render', url: '/de/suche' } })
  })

  it('does not report a request the browser cancelled', () => {
    reporter.reportError('autocomplete', new DOMException('The operation was aborted.', 'AbortError'))
    reporter.reportError('autocomplete', { name: 'AbortError' })
    expect(send).not.toHaveBeenCalled()
  })

  it('sends each different failure once, and a few per page at most', () => {
    for (let i = 0; i < 3; i++) reporter.reportError('cart', 'the cart call answered 500')
    expect(send).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 20; i++) reporter.reportError('autocomplete', new Error(`failure ${i}`))
    expect(send).toHaveBeenCalledTimes(5)
  })

  it('cuts a long message and names a failure without text', () => {
    reporter.reportError('page', new Error('x'.repeat(2000)))
    expect((send.mock.calls[0]?.[1] as { body: { message: string } }).body.message).toHaveLength(500)
    expect(reporter.errorText(null)).toBe('unknown failure')
    expect(reporter.errorText('  ')).toBe('unknown failure')
  })
})
