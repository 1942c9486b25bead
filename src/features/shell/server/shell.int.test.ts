import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { berlinTime } from '@/lib/time/berlin'

import { testPayload } from '../../../../tests/setup/payload'
import { getBreakingNews, getNavigation, getOpeningHoursToday, getUserDetails } from './shell'
import { getDesignSettings, getRedirectRules, getSiteSettings } from '@/features/settings/server/settings'
import { getEditorUser } from '@/features/editor/server/editorUser'

const context = { disableRevalidate: true }
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function staff(email: string, name: string, roles: ('admin' | 'editor' | 'boxOffice')[]) {
  const doc = await payload.create({
    collection: 'users',
    data: { email, password: 'geheim-geheim', name, roles },
    overrideAccess: true,
    context,
  })
  return { ...doc, collection: 'users' as const }
}

describe('settings', () => {
  it('gives the fields’ defaults before anyone saved them', async () => {
    expect(await getSiteSettings(payload)).toEqual({
      is_site_online: true,
      is_shop_online: true,
      html_header: null,
      html_footer_top: null,
      html_footer_bottom: null,
      html_footer_logos: null,
    })
    expect(await getDesignSettings(payload, 'de')).toEqual({
      header_logo_link: '/',
      header_theme: 'cc01',
      header_basket_link: '/webshop/cart',
      webshop_link: '/webshop',
      event_style: '1',
      sticky_overlay_button: true,
      menu_style: false,
      quickbuy_widget: false,
      cookies: { tag_manager_id: null, banner_text: null },
      errors: [],
    })
  })

  it('reads saved design settings as plain data, the banner text per language', async () => {
    await payload.updateGlobal({
      slug: 'design-settings',
      locale: 'de',
      data: {
        header_theme: 'cc03',
        event_style: '2',
        sticky_overlay_button: false,
        cookies: { tag_manager_id: 'GTM-ABC123', banner_text: 'Wir nutzen Cookies.' },
        errors: [{ status_code: 404, html: '<p>Weg</p>' }],
      },
      overrideAccess: true,
      context,
    })
    await payload.updateGlobal({
      slug: 'design-settings',
      locale: 'en',
      data: { cookies: { banner_text: 'We use cookies.' } },
      overrideAccess: true,
      context,
    })
    const de = await getDesignSettings(payload, 'de')
    expect(de).toMatchObject({
      header_theme: 'cc03',
      event_style: '2',
      sticky_overlay_button: false,
      cookies: { tag_manager_id: 'GTM-ABC123', banner_text: 'Wir nutzen Cookies.' },
    })
    expect(de.errors).toEqual([{ status_code: 404, html: '<p>Weg</p>' }])
    expect((await getDesignSettings(payload, 'en')).cookies.banner_text).toBe('We use cookies.')
  })
})

describe('getNavigation', () => {
  it('leaves out hidden pages, falling back to a global entry’s own address', async () => {
    const home = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', title: 'Start', content_type: 'home', in_menu: true },
      overrideAccess: true,
      context,
    })
    const hidden = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', title: 'Offline', is_online: false, in_menu: true },
      overrideAccess: true,
      context,
    })
    // In the menu, but its parent is not: not reachable in the tree.
    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', title: 'Waise', parent: hidden.id, in_menu: true },
      overrideAccess: true,
      context,
    })
    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', title: 'Besuch', parent: home.id, in_menu: true, menu_order: 5 },
      overrideAccess: true,
      context,
    })
    await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { _status: 'published', title: 'Archiv', in_menu: true, menu_order: 5 },
      overrideAccess: true,
      context,
    })
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'de',
      data: {
        secondary: [
          { label: 'Mit Ersatz', page: hidden.id, url: '/de/ersatz' },
          { label: 'Ohne Ersatz', page: hidden.id },
          { label: 'Leer' },
        ],
      },
      overrideAccess: true,
      context,
    })
    const navigation = await getNavigation(payload, 'de')
    // Same menu_order: by title. The home page itself is no entry.
    expect(navigation.menu.map((item) => item.url)).toEqual(['/de/archiv', '/de/besuch'])
    expect(navigation.secondary).toEqual([{ title: 'Mit Ersatz', url: '/de/ersatz' }])
    expect(navigation.footer).toEqual([])

    const editor = await staff('nav@example.org', 'Nav', ['editor'])
    const forEditor = await getNavigation(payload, 'de', editor)
    // The offline page has menu_order 0, the others 5.
    expect(forEditor.menu.map((item) => [item.url, item.children.map((child) => child.url)])).toEqual([
      ['/de/offline', ['/de/offline/waise']],
      ['/de/archiv', []],
      ['/de/besuch', []],
    ])
    expect(forEditor.secondary.map((link) => link.url)).toEqual(['/de/offline', '/de/offline'])
  })
})

describe('getRedirectRules', () => {
  it('is empty without rules', async () => {
    expect(await getRedirectRules(payload)).toEqual([])
  })
})

describe('getBreakingNews', () => {
  it('counts online_from as inside and online_to as outside the window', async () => {
    await payload.create({
      collection: 'breaking-news',
      locale: 'de',
      data: { title: 'Fenster', text: 'Text', online_from: '2026-11-24T10:00:00.000Z', online_to: '2026-11-24T12:00:00.000Z' },
      overrideAccess: true,
      context,
    })
    const titles = async (iso: string) => (await getBreakingNews(payload, 'de', new Date(iso))).map((alert) => alert.title)
    expect(await titles('2026-11-24T09:59:59.000Z')).toEqual([])
    expect(await titles('2026-11-24T10:00:00.000Z')).toEqual(['Fenster'])
    expect(await titles('2026-11-24T11:59:59.000Z')).toEqual(['Fenster'])
    expect(await titles('2026-11-24T12:00:00.000Z')).toEqual([])
  })
})

describe('getOpeningHoursToday', () => {
  it('picks the entries of the Berlin day of the given instant', async () => {
    await payload.updateGlobal({
      slug: 'opening-hours',
      locale: 'de',
      data: {
        opening_hours: [
          { weekday: '2', time_from: '10:00', time_to: '18:00' },
          { weekday: '3', time_from: '12:00', time_to: '20:00' },
        ],
        opening_hours_exceptions: [{ date: berlinTime(2026, 11, 25).toISOString(), closed: true }],
      },
      overrideAccess: true,
      context,
    })
    // Tuesday 24 November 2026, 23:30 in Berlin.
    expect(await getOpeningHoursToday(payload, 'de', berlinTime(2026, 11, 24, 23, 30))).toEqual({
      opening_hours: [{ time_from: '10:00', time_to: '18:00', closed: false, alternative_link_url: null, alternative_text: null }],
      opening_hours_exceptions: [],
      // Winter time: Berlin is an hour ahead of UTC.
      utc_offset_minutes: 60,
    })
    // 00:30 on Wednesday in Berlin is still Tuesday in UTC.
    const wednesday = await getOpeningHoursToday(payload, 'de', new Date('2026-11-24T23:30:00.000Z'))
    expect(wednesday.opening_hours.map((entry) => entry.time_from)).toEqual(['12:00'])
    expect(wednesday.opening_hours_exceptions).toEqual([
      { time_from: null, time_to: null, closed: true, alternative_link_url: null, alternative_text: null },
    ])
  })
})

describe('users', () => {
  it('gives the editor user only to editors and admins', async () => {
    expect(getEditorUser(null, 'de')).toBeNull()
    expect(getEditorUser(await staff('kasse@example.org', 'Kasse', ['boxOffice']), 'de')).toBeNull()
    const editor = getEditorUser(await staff('ed@example.org', 'Ed', ['editor', 'boxOffice']), 'de')
    expect(editor?.admin_menus.length).toBeGreaterThan(5)
    const admin = getEditorUser(await staff('ad@example.org', 'Ad', ['admin']), 'de')
    expect((admin?.admin_menus.length ?? 0) > (editor?.admin_menus.length ?? 0)).toBe(true)
  })

  it('splits a one-word staff name into a first name only', async () => {
    const details = await getUserDetails(payload, await staff('mono@example.org', 'Mononym', ['boxOffice']), 'de')
    expect(details).toMatchObject({ is_logged_in: true, first_name: 'Mononym', last_name: null })
  })
})
