import { describe, expect, it } from 'vitest'

import { ROUTES } from '@/i18n/routes'

import { isEventPath, stickyVisibility, linksBesideTicketButton } from './sticky'

const programmePaths = [ROUTES.events.de, ROUTES.events.en]
const base = { pathname: '/de/ueber-das-festival', programmePaths, scrolledPastHalf: false, nearFooter: false, ticketButtonEnabled: true }

describe('sticky bar visibility (SPEC §4)', () => {
  it('shows the ticket button away from the footer and event pages', () => {
    expect(stickyVisibility(base)).toEqual({ ticketButton: true, links: false, scrollTop: false })
    expect(stickyVisibility({ ...base, nearFooter: true }).ticketButton).toBe(false)
    expect(stickyVisibility({ ...base, pathname: '/de/programm/tanz/3' }).ticketButton).toBe(false)
    expect(stickyVisibility({ ...base, ticketButtonEnabled: false }).ticketButton).toBe(false)
    // On a phone over the hero, whose own button it would cover; the links are not affected.
    expect(stickyVisibility({ ...base, overHero: true, scrolledPastHalf: true })).toEqual({
      ticketButton: false,
      links: true,
      scrollTop: true,
    })
  })

  it('shows links and scroll-to-top after half a window, links not near the footer', () => {
    expect(stickyVisibility({ ...base, scrolledPastHalf: true })).toEqual({ ticketButton: true, links: true, scrollTop: true })
    expect(stickyVisibility({ ...base, scrolledPastHalf: true, nearFooter: true })).toEqual({
      ticketButton: false,
      links: false,
      scrollTop: true,
    })
  })

  it('knows event paths in both languages', () => {
    expect(isEventPath('/de/programm', programmePaths)).toBe(true)
    expect(isEventPath('/en/programme/x/1', programmePaths)).toBe(true)
    expect(isEventPath('/en/programmes', programmePaths)).toBe(false)
    expect(isEventPath('/de', programmePaths)).toBe(false)
  })
})

describe('linksBesideTicketButton', () => {
  const links = [
    { text: 'Karten im Programm', url: '/de/programm' },
    { text: 'Anfahrt', url: '/de/besuch' },
  ]

  it('drops a sticky link to where the ticket button leads while the button shows', () => {
    expect(linksBesideTicketButton(links, '/de/programm', true).map((l) => l.text)).toEqual(['Anfahrt'])
    expect(linksBesideTicketButton([{ text: 'x', url: '/de/programm/?a=1' }], '/de/programm', true)).toEqual([])
  })

  it('keeps every link when the button is hidden', () => {
    expect(linksBesideTicketButton(links, '/de/programm', false)).toHaveLength(2)
  })
})
