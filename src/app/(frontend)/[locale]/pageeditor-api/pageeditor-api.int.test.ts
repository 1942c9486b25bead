import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getSettings } from '../../../pageeditor-api/settings/route'
import type { ApiPage } from '@/features/pages/server/pageApi'
import type { EditorUser } from '@/features/editor/server/editorUser'
import type { NavItem } from '@/features/shell/server/shell'

import { testPayload } from '../../../../../tests/setup/payload'
import { staffToken as createStaff } from '../../../../../tests/setup/staff'
import { GET as getNav } from './nav/route'
import { GET as getPage } from './page/[[...slug]]/route'
import { GET as getRedirects } from './redirect/route'
import { GET as getUser } from './user/route'

const context = { disableRevalidate: true }
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
const PASSWORD = 'geheim-geheim'

let payload: Payload
let editorToken: string
let adminToken: string
let boxOfficeToken: string
let customerToken: string

function staffToken(email: string, name: string, roles: ('admin' | 'editor' | 'boxOffice')[]): Promise<string> {
  return createStaff(payload, { email, name, roles, password: PASSWORD })
}

function request(path: string, token?: string, how: 'cookie' | 'header' = 'cookie'): Request {
  const headers: Record<string, string> = {}
  if (token && how === 'cookie') headers.cookie = `payload-token=${token}`
  if (token && how === 'header') headers.authorization = `JWT ${token}`
  return new Request(`http://localhost${path}`, { headers })
}

const localeParams = (locale: string) => ({ params: Promise.resolve({ locale }) })
const pageParams = (locale: string, slug?: string[]) => ({ params: Promise.resolve({ locale, ...(slug ? { slug } : {}) }) })

async function page(locale: string, slug: string[] | undefined, options: { token?: string; query?: string } = {}) {
  const path = `/${locale}/pageeditor-api/page/${(slug ?? []).join('/')}${slug?.length ? '/' : ''}${options.query ?? ''}`
  return getPage(request(path, options.token), pageParams(locale, slug))
}

type Created = { id: number }
type PageData = RequiredDataFromCollectionSlug<'pages'>
async function createPage(data: PageData, options: { draft?: boolean; en?: Partial<PageData> } = {}): Promise<Created> {
  const common = { collection: 'pages', locale: 'de', data: { _status: 'published', ...data }, overrideAccess: true, context } as const
  const doc = options.draft ? await payload.create({ ...common, draft: true }) : await payload.create(common)
  if (options.en)
    await payload.update({
      collection: 'pages',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published', ...options.en },
      overrideAccess: true,
      context,
    })
  return doc
}

let home: Created
let about: Created
let team: Created
let contact: Created

beforeAll(async () => {
  payload = await testPayload()
  editorToken = await staffToken('redaktion@example.org', 'Rita Redakteurin', ['editor'])
  adminToken = await staffToken('admin@example.org', 'Ada Admin', ['admin'])
  boxOfficeToken = await staffToken('kasse@example.org', 'Karl Kasse', ['boxOffice'])
  await payload.create({
    collection: 'customers',
    data: { email: 'ina@example.org', password: PASSWORD, first_name: 'Ina', last_name: 'Kundin', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
    context,
  })
  customerToken = (await payload.login({ collection: 'customers', data: { email: 'ina@example.org', password: PASSWORD } })).token ?? ''

  home = await createPage({ title: 'Startseite', content_type: 'home' }, { en: { title: 'Home' } })
  about = await createPage(
    { title: 'Über das Festival', parent: home.id, in_menu: true, menu_order: 2 },
    { en: { title: 'About the festival' } },
  )
  team = await createPage({ title: 'Team', parent: about.id, in_menu: true, menu_order: 1 }, { en: { title: 'Team' } })
  await createPage({ title: 'Geschichte', parent: about.id, in_menu: true, menu_order: 0, is_clickable: false })
  contact = await createPage({ title: 'Kontakt', in_menu: true, in_footer: true, menu_order: 1 }, { en: { title: 'Contact' } })
  await createPage({ title: 'Presse', in_footer: true })
  await createPage({ title: 'Versteckt', in_menu: true, in_footer: true, is_online: false })
  await createPage({ title: 'Entwurf im Menü', in_menu: true, _status: 'draft' }, { draft: true })
})

describe('GET /{locale}/pageeditor-api/user', () => {
  it('answers an editor with email, username and the admin menus of their role', async () => {
    const response = await getUser(request('/de/pageeditor-api/user/', editorToken), localeParams('de'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as EditorUser
    expect(Object.keys(body).sort()).toEqual(['admin_menus', 'email', 'username'])
    expect(body.email).toBe('redaktion@example.org')
    expect(body.username).toBe('redaktion@example.org')
    expect(body.admin_menus).toContainEqual({ title: 'Seiten', url: '/admin/collections/pages' })
    expect(body.admin_menus.map((m) => m.url)).not.toContain('/admin/globals/site-settings')
  })

  it('gives admins the settings too, titled in the locale, also with an Authorization header', async () => {
    const response = await getUser(request('/en/pageeditor-api/user/', adminToken, 'header'), localeParams('en'))
    const body = (await response.json()) as EditorUser
    expect(body.admin_menus).toContainEqual({ title: 'Pages', url: '/admin/collections/pages' })
    expect(body.admin_menus).toContainEqual({ title: 'Site settings', url: '/admin/globals/site-settings' })
  })

  it('answers 401 without a session (broken tokens too) and 403 to customers and the box office', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await getUser(request('/de/pageeditor-api/user/', token), localeParams('de'))
      expect(response.status).toBe(401)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(await response.json()).toEqual({ error: 'Unauthorized' })
    }
    for (const token of [customerToken, boxOfficeToken])
      expect((await getUser(request('/de/pageeditor-api/user/', token), localeParams('de'))).status).toBe(403)
  })

  it('answers 404 for an unknown locale', async () => {
    const response = await getUser(request('/fr/pageeditor-api/user/', editorToken), localeParams('fr'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not Found' })
  })
})

describe('GET /{locale}/pageeditor-api/nav', () => {
  it('answers the menu tree, footer and secondary lists for visitors, cacheable', async () => {
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'de',
      data: {
        secondary: [
          { label: 'Karten', url: '/webshop' },
          { label: 'Kontakt', page: contact.id, url: '/wird-ignoriert' },
        ],
        footer_links: [{ label: 'Förderer', url: 'https://example.org/foerderer' }],
      },
      overrideAccess: true,
      context,
    })
    const response = await getNav(request('/de/pageeditor-api/nav/'), localeParams('de'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    const body = (await response.json()) as { menu: NavItem[]; footer: unknown[]; secondary: unknown[] }
    expect(Object.keys(body).sort()).toEqual(['footer', 'menu', 'secondary'])
    expect(body.menu).toEqual([
      { url: '/de/kontakt', menu_name: 'Kontakt', children: [], has_tab_navigation: false, is_clickable: true },
      {
        url: '/de/ueber-das-festival',
        menu_name: 'Über das Festival',
        has_tab_navigation: false,
        is_clickable: true,
        children: [
          {
            url: '/de/ueber-das-festival/geschichte',
            menu_name: 'Geschichte',
            children: [],
            has_tab_navigation: false,
            is_clickable: false,
          },
          { url: '/de/ueber-das-festival/team', menu_name: 'Team', children: [], has_tab_navigation: false, is_clickable: true },
        ],
      },
    ])
    // Footer pages by menu_order too (Presse 0, Kontakt 1), then the global's links.
    expect(body.footer).toEqual([
      { title: 'Presse', url: '/de/presse' },
      { title: 'Kontakt', url: '/de/kontakt' },
      { title: 'Förderer', url: 'https://example.org/foerderer' },
    ])
    expect(body.secondary).toEqual([
      { title: 'Karten', url: '/webshop' },
      { title: 'Kontakt', url: '/de/kontakt' },
    ])
  })

  it('lists in English only pages with an English path', async () => {
    const body = (await (await getNav(request('/en/pageeditor-api/nav/'), localeParams('en'))).json()) as { menu: NavItem[] }
    expect(body.menu.map((item) => [item.url, item.children.map((child) => child.url)])).toEqual([
      ['/en/contact', []],
      ['/en/about-the-festival', ['/en/about-the-festival/team']],
    ])
  })

  it('shows an editor the offline and draft pages too, and never lets a cache keep that answer', async () => {
    const response = await getNav(request('/de/pageeditor-api/nav/', editorToken), localeParams('de'))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as { menu: NavItem[]; footer: { url: string }[] }
    expect(body.menu.map((item) => item.url)).toEqual(expect.arrayContaining(['/de/versteckt', '/de/entwurf-im-menue']))
    expect(body.footer.map((link) => link.url)).toContain('/de/versteckt')
  })
})

describe('GET /{locale}/pageeditor-api/page/{slug}', () => {
  it('answers the home page for no slug, in the SPEC shape', async () => {
    const response = await page('de', undefined)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    const body = (await response.json()) as ApiPage
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'urls',
        'content_type',
        'title',
        'headline',
        'is_online',
        'is_clickable',
        'in_menu',
        'in_footer',
        'meta_title',
        'meta_description',
        'og_title',
        'og_description',
        'og_image',
        'og_type',
        'og_image_thumbs',
        'modules',
        'settings_url',
        'parent',
        'is_landing_page',
        'siblings',
      ].sort(),
    )
    expect(body).toMatchObject({ id: home.id, title: 'Startseite', content_type: 'home', urls: { de: '/de', en: '/en' }, parent: null })
  })

  it('answers a nested page with both languages’ URLs, its parent and the admin link', async () => {
    const response = await page('de', ['ueber-das-festival', 'team'])
    const body = (await response.json()) as ApiPage
    expect(body).toMatchObject({
      id: team.id,
      title: 'Team',
      urls: { de: '/de/ueber-das-festival/team', en: '/en/about-the-festival/team' },
      siblings: [{ urls: { de: '/de/ueber-das-festival/team', en: '/en/about-the-festival/team' } }],
      parent: about.id,
      settings_url: `/admin/collections/pages/${team.id}`,
      is_online: true,
      in_menu: true,
      in_footer: false,
      is_landing_page: false,
      headline: null,
      og_image: null,
      og_image_thumbs: {},
      og_type: 'website',
      modules: [],
    })
    const en = (await (await page('en', ['about-the-festival'])).json()) as ApiPage
    expect(en).toMatchObject({
      id: about.id,
      title: 'About the festival',
      urls: { de: '/de/ueber-das-festival', en: '/en/about-the-festival' },
    })
  })

  it('takes the segments as Next decoded them, once: a % or an escape that reached it is a path without a page, never a 500', async () => {
    expect((await page('de', ['ueber-das-festival', 'team'])).status).toBe(200)
    // '/ueber%252Ddas-festival' arrives as 'ueber%2Ddas-festival': decoding it again would find the page.
    expect((await page('de', ['ueber%2Ddas-festival', 'team'])).status).toBe(404)
    for (const segment of ['%', '%E0%A4%A', '100%']) expect((await page('de', [segment])).status, segment).toBe(404)
  })

  it('answers 404 for a path without a page and for an unknown locale', async () => {
    const response = await page('de', ['gibt-es-nicht'])
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not Found' })
    expect((await page('fr', ['kontakt'])).status).toBe(404)
  })

  it('hides offline and draft pages from visitors and customers but shows them to editors', async () => {
    await createPage({ title: 'Nur Entwurf', _status: 'draft' }, { draft: true })
    for (const slug of ['versteckt', 'nur-entwurf']) {
      expect((await page('de', [slug])).status).toBe(404)
      expect((await page('de', [slug], { token: customerToken })).status).toBe(404)
      const response = await page('de', [slug], { token: editorToken })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    expect(((await (await page('de', ['versteckt'], { token: editorToken })).json()) as ApiPage).is_online).toBe(false)
  })

  it('reports the Open Graph image and its sizes', async () => {
    const data = await sharp({ create: { width: 1300, height: 800, channels: 3, background: '#8f1d14' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      locale: 'de',
      data: { alt: 'Bühne' },
      file: { data, mimetype: 'image/png', name: 'buehne.png', size: data.length },
      overrideAccess: true,
      context,
    })
    await createPage({ title: 'Mit Bild', og_image: media.id, og_type: 'article', og_title: 'Teilen' })
    const body = (await (await page('de', ['mit-bild'])).json()) as ApiPage
    expect(body.og_image).toMatch(/buehne.*\.png$/)
    expect(body.og_type).toBe('article')
    expect(body.og_title).toBe('Teilen')
    expect(Object.keys(body.og_image_thumbs).sort()).toEqual(['horizontal', 'horizontal_avif', 'thumbnail', 'vertical', 'vertical_avif'])
    expect(body.og_image_thumbs.vertical).toMatch(/400x500\.webp$/)
  })

  describe('version_id', () => {
    let pageId: number
    let firstVersion: string

    beforeAll(async () => {
      const doc = await createPage({ title: 'Versionen', headline: 'Erste Fassung' })
      pageId = doc.id
      await payload.update({
        collection: 'pages',
        id: pageId,
        locale: 'de',
        data: { headline: 'Zweite Fassung', _status: 'published' },
        overrideAccess: true,
        context,
      })
      await payload.update({
        collection: 'pages',
        id: pageId,
        locale: 'de',
        data: { headline: 'Entwurf', _status: 'draft' },
        draft: true,
        overrideAccess: true,
        context,
      })
      const versions = await payload.findVersions({
        collection: 'pages',
        where: { parent: { equals: pageId } },
        sort: 'createdAt',
        locale: 'de',
        overrideAccess: true,
      })
      const first = versions.docs.find((version) => version.version.headline === 'Erste Fassung')
      if (!first) throw new Error('first version missing')
      firstVersion = String(first.id)
    })

    it('gives visitors the published page and editors the latest draft', async () => {
      expect(((await (await page('de', ['versionen'])).json()) as ApiPage).headline).toBe('Zweite Fassung')
      expect(((await (await page('de', ['versionen'], { token: editorToken })).json()) as ApiPage).headline).toBe('Entwurf')
    })

    it('shows an editor the requested version of the page', async () => {
      const response = await page('de', ['versionen'], { token: editorToken, query: `?version_id=${firstVersion}` })
      expect(response.status).toBe(200)
      const body = (await response.json()) as ApiPage
      expect(body).toMatchObject({ id: pageId, headline: 'Erste Fassung', urls: { de: '/de/versionen' } })
    })

    it('ignores version_id for visitors and customers', async () => {
      for (const token of [undefined, customerToken]) {
        const response = await page('de', ['versionen'], { token, query: `?version_id=${firstVersion}` })
        expect(response.status).toBe(200)
        expect(((await response.json()) as ApiPage).headline).toBe('Zweite Fassung')
      }
    })

    it('answers 404 to an editor for a version of another page or none', async () => {
      expect((await page('de', ['kontakt'], { token: editorToken, query: `?version_id=${firstVersion}` })).status).toBe(404)
      expect((await page('de', ['versionen'], { token: editorToken, query: '?version_id=999999' })).status).toBe(404)
    })

    it('answers 400 for a malformed version_id, to anyone', async () => {
      for (const value of ['abc', '-1', '0', '1.5', '', '1%20OR%201']) {
        for (const token of [undefined, editorToken]) {
          const response = await page('de', ['versionen'], { token, query: `?version_id=${value}` })
          expect(response.status).toBe(400)
          expect((await response.json()) as { error: string }).toMatchObject({ error: expect.stringContaining('version_id') })
        }
      }
    })
  })
})

describe('GET /{locale}/pageeditor-api/redirect', () => {
  it('answers every rule as old_path and new_path', async () => {
    await payload.create({
      collection: 'redirects',
      data: { old_path: '/de/festival-2025', new_path: '/de/archiv/2025' },
      overrideAccess: true,
      context,
    })
    await payload.create({
      collection: 'redirects',
      data: { old_path: '/en/tickets', new_path: '/en/programme' },
      overrideAccess: true,
      context,
    })
    const response = await getRedirects(request('/de/pageeditor-api/redirect/'), localeParams('de'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(await response.json()).toEqual([
      { old_path: '/de/festival-2025', new_path: '/de/archiv/2025' },
      { old_path: '/en/tickets', new_path: '/en/programme' },
    ])
    expect((await getRedirects(request('/xx/pageeditor-api/redirect/'), localeParams('xx'))).status).toBe(404)
  })
})

describe('GET /pageeditor-api/settings', () => {
  it('answers the defaults before anyone saved the settings', async () => {
    const response = await getSettings(request('/pageeditor-api/settings'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 200,
      data: {
        is_site_online: true,
        is_shop_online: true,
        html_header: null,
        html_footer_top: null,
        html_footer_bottom: null,
        html_footer_logos: null,
      },
    })
  })

  it('answers status and data with the switches and HTML blocks', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        is_site_online: false,
        is_shop_online: true,
        html_header: '<meta name="x">',
        html_footer_top: '<p>oben</p>',
        html_footer_bottom: '',
        html_footer_logos: '<img alt="">',
      },
      overrideAccess: true,
      context,
    })
    const response = await getSettings(request('/pageeditor-api/settings'))
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(await response.json()).toEqual({
      status: 200,
      data: {
        is_site_online: false,
        is_shop_online: true,
        html_header: '<meta name="x">',
        html_footer_top: '<p>oben</p>',
        html_footer_bottom: null,
        html_footer_logos: '<img alt="">',
      },
    })
  })
})
