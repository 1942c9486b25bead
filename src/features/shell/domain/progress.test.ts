import { describe, expect, it } from 'vitest'

import { finish, idle, isNavigationClick, settled, start, view } from './progress'

describe('progress bar (SPEC §4)', () => {
  it('stays hidden during the 200 ms throttle', () => {
    expect(view(start(0), 199)).toEqual({ visible: false, value: 0 })
    expect(view(finish(start(0), 150), 300).visible).toBe(false)
  })

  it('creeps over 5 s, finishes full and hides 500 ms later', () => {
    const s = start(0)
    expect(view(s, 200)).toEqual({ visible: true, value: 0 })
    expect(view(s, 2700).value).toBeCloseTo(0.45)
    expect(view(s, 60_000).value).toBeCloseTo(0.9)
    const done = finish(s, 3000)
    expect(view(done, 3100)).toEqual({ visible: true, value: 1 })
    expect(view(done, 3500)).toEqual({ visible: false, value: 0 })
    expect(settled(done, 3500)).toBe(true)
    expect(settled(s, 3500)).toBe(false)
    expect(view(idle, 10).visible).toBe(false)
  })

  it('keeps the first finish time', () => {
    const done = finish(start(0), 1000)
    expect(finish(done, 2000)).toBe(done)
    expect(finish(idle, 5)).toBe(idle)
  })
})

describe('isNavigationClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
  const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
    href,
    target: '',
    download: false,
    ...extra,
  })
  const here = 'https://festival.example/de/programm?genre=1#top'

  it('counts plain clicks to another page of the site', () => {
    expect(isNavigationClick(link('/de/team'), plain, here)).toBe(true)
    expect(isNavigationClick(link('/de/programm?genre=2'), plain, here)).toBe(true)
  })
  it('ignores new tabs, modifiers, other sites, downloads and hash jumps', () => {
    expect(isNavigationClick(link('/de/team', { target: '_blank' }), plain, here)).toBe(false)
    expect(isNavigationClick(link('/de/team'), { ...plain, metaKey: true }, here)).toBe(false)
    expect(isNavigationClick(link('/de/team'), { ...plain, button: 1 }, here)).toBe(false)
    expect(isNavigationClick(link('https://other.example/'), plain, here)).toBe(false)
    expect(isNavigationClick(link('/file.pdf', { download: true }), plain, here)).toBe(false)
    expect(isNavigationClick(link('#faq'), plain, here)).toBe(false)
    expect(isNavigationClick(link('/de/team'), { ...plain, defaultPrevented: true }, here)).toBe(false)
  })
})
