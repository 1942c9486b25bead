import { describe, expect, it } from 'vitest'

import { isProgrammePage, mayKeep, offlineLocale, requestKind } from './requests'

const url = (path: string) => new URL(`https://festival.test${path}`)

describe('what the service worker does with a request', () => {
  it('keeps public pages, never the account, calls, drafts or previews', () => {
    expect(requestKind(url('/de'), true)).toBe('page')
    expect(requestKind(url('/en/programme?genre=3'), true)).toBe('page')
    expect(requestKind(url('/de/programm/hochwasser/3'), true)).toBe('page')
    expect(requestKind(url('/de/user/profile'), true)).toBe('other-page')
    expect(requestKind(url('/de/programm?v=12'), true)).toBe('other-page')
    expect(requestKind(url('/webshop/cart'), true)).toBe('other-page')
    expect(requestKind(url('/admin'), true)).toBe('other-page')
  })

  it('names the resources it keeps and the calls it answers offline; leaves the rest to the browser', () => {
    expect(requestKind(url('/_next/static/chunks/a.js'), false)).toBe('static')
    expect(requestKind(url('/_next/image?url=x&w=640&q=75'), false)).toBe('image')
    expect(requestKind(url('/cms-api/media/file/poster.webp'), false)).toBe('image')
    expect(requestKind(url('/api/ticket-qr/ABCD-EFGH-JKMN-PQRS-TVWX/'), false)).toBe('ticket-qr')
    expect(requestKind(url('/de/api/events/?page=2'), false)).toBe('events')
    expect(requestKind(url('/en/api/favourites/events/?ids=1,2'), false)).toBe('favourite-events')
    expect(requestKind(url('/api/rooms/'), false)).toBe('list-call')
    expect(requestKind(url('/api/calendar/?genre=3'), false)).toBe('calendar')
    expect(requestKind(url('/api/calendar/sold-out/'), false)).toBe('calendar')
    for (const path of [
      '/api/shop-cart/',
      '/api/user-details/',
      '/api/user-orders/',
      '/api/favourites/',
      '/cms-api/users/me',
      '/de/pageeditor-api/nav',
      '/de/api/events/3/tickets/',
    ]) {
      expect(requestKind(url(path), false)).toBeNull()
    }
  })

  it('keeps a page only when it is the same for everyone', () => {
    expect(mayKeep(200, 's-maxage=60, stale-while-revalidate=3540')).toBe(true)
    expect(mayKeep(200, null)).toBe(true)
    expect(mayKeep(200, 'private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false)
    expect(mayKeep(404, 's-maxage=60')).toBe(false)
  })

  it('speaks the language of the page, or of the page it came from', () => {
    expect(offlineLocale(url('/en/programme'), '')).toBe('en')
    expect(offlineLocale(url('/webshop/cart'), 'https://festival.test/en/favourites')).toBe('en')
    expect(offlineLocale(url('/webshop/cart'), '')).toBe('de')
  })

  it('knows the programme page in both languages', () => {
    expect(isProgrammePage(url('/de/programm'))).toBe(true)
    expect(isProgrammePage(url('/en/programme'))).toBe(true)
    expect(isProgrammePage(url('/en/programm'))).toBe(false)
  })
})
