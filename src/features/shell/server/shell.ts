import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { isOnline } from '@/cms/rules/onlineWindow'
import type { Locale } from '@/i18n/locales'
import { berlinOffsetMinutes } from '@/lib/time/berlin'
import { isCustomerUser, isStaffUser } from '@/lib/auth/roles'
import { relationId } from '@/lib/payload/relations'
import type { Navigation as NavigationGlobal } from '@/payload-types'
import { localizedPagePath } from '@/lib/routing/pagePath'

import { hoursForDay, type OpeningHoursToday } from '../domain/openingHours'
import { LOGIN_URL, LOGOUT_URL } from '../accountUrls'
import { getDesignSettings, text } from '@/features/settings/server/settings'

/*
 * The site shell's reads (SPEC §3, §7): settings, navigation, redirects, alerts, opening hours,
 * who is logged in. Each takes the Payload Local API and
 * returns plain JSON-serialisable data, so route handlers and server components share them.
 * Visibility is Payload's access rules (overrideAccess: false) with the asking user.
 */

export type { OpeningHoursToday } from '../domain/openingHours'
export type { RedirectRule } from '@/lib/routing/redirectRules'

// ---------------------------------------------------------------------------------------------
// Navigation

/** SPEC §3 navigation item. */
export type NavItem = { url: string; menu_name: string; children: NavItem[]; has_tab_navigation: boolean; is_clickable: boolean }
/** SPEC §3 footer link (also the burger menu's secondary list). */
export type FooterLink = { title: string; url: string }
export type Navigation = { menu: NavItem[]; secondary: FooterLink[]; footer: FooterLink[] }

type NavPage = {
  id: number
  title: string
  path: string
  parent: number | null
  in_menu: boolean
  in_footer: boolean
  is_clickable: boolean
  menu_order: number
}

function byMenuOrder(locale: Locale) {
  return (a: NavPage, b: NavPage) => a.menu_order - b.menu_order || a.title.localeCompare(b.title, locale) || a.id - b.id
}

/**
 * SPEC §7 navigation (decision 003): the menu is the tree of pages with `in_menu` under the home
 * page (ordered by `menu_order`, then title), the footer the pages with `in_footer` followed by the
 * navigation global's extra footer links, the secondary list the global's list. Only pages the
 * user may see and that have a path in this locale appear; a global entry whose page is hidden
 * falls back to its own address or is left out.
 */
export async function getNavigation(
  payload: Payload,
  locale: Locale,
  user: TypedUser | null = null,
  read?: NavigationGlobal,
): Promise<Navigation> {
  const global = read ?? (await readNavigationGlobal(payload, locale, user))
  const linked = [...(global.secondary ?? []), ...(global.footer_links ?? [])].flatMap((entry) => relationId(entry.page) ?? [])

  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
    select: {
      title: true,
      path: true,
      parent: true,
      in_menu: true,
      in_footer: true,
      is_clickable: true,
      menu_order: true,
      content_type: true,
    },
    where: {
      or: [
        { in_menu: { equals: true } },
        { in_footer: { equals: true } },
        { content_type: { equals: 'home' } },
        ...(linked.length > 0 ? [{ id: { in: linked } }] : []),
      ],
    },
  })

  const homeIds = new Set(docs.filter((doc) => doc.content_type === 'home' || doc.path === '/').map((doc) => doc.id))
  const pages: NavPage[] = docs.flatMap((doc) =>
    doc.title && doc.path
      ? [
          {
            id: doc.id,
            title: doc.title,
            path: doc.path,
            parent: relationId(doc.parent),
            in_menu: doc.in_menu === true,
            in_footer: doc.in_footer === true,
            is_clickable: doc.is_clickable !== false,
            menu_order: doc.menu_order ?? 0,
          },
        ]
      : [],
  )
  const order = byMenuOrder(locale)
  const menuPages = pages.filter((page) => page.in_menu && !homeIds.has(page.id)).sort(order)

  const item = (page: NavPage, seen: Set<number>): NavItem => {
    const inside = new Set(seen).add(page.id)
    return {
      url: localizedPagePath(locale, page.path),
      menu_name: page.title,
      children: menuPages.filter((child) => child.parent === page.id && !inside.has(child.id)).map((child) => item(child, inside)),
      has_tab_navigation: false,
      is_clickable: page.is_clickable,
    }
  }
  const menu = menuPages.filter((page) => page.parent === null || homeIds.has(page.parent)).map((page) => item(page, new Set()))

  const byId = new Map(pages.map((page) => [page.id, page]))
  const globalLink = (entry: { label?: string | null; page?: unknown; url?: string | null }): FooterLink[] => {
    const title = text(entry.label)
    if (!title) return []
    const id = relationId(entry.page)
    const page = id === null ? undefined : byId.get(id)
    const url = page ? localizedPagePath(locale, page.path) : text(entry.url)?.trim()
    return url ? [{ title, url }] : []
  }

  return {
    menu,
    secondary: (global.secondary ?? []).flatMap(globalLink),
    footer: [
      ...pages
        .filter((page) => page.in_footer)
        .sort(order)
        .map((page) => ({ title: page.title, url: localizedPagePath(locale, page.path) })),
      ...(global.footer_links ?? []).flatMap(globalLink),
    ],
  }
}

// ---------------------------------------------------------------------------------------------
// Redirects, alerts, opening hours

/** SPEC §3 breaking-news alert. */
export type BreakingNewsAlert = { id: number; title: string; text: string; link: { url: string } | null; link_title: string | null }

/** The alerts online at `now` (switch on and inside their window), newest first. */
export async function getBreakingNews(payload: Payload, locale: Locale, now: Date): Promise<BreakingNewsAlert[]> {
  const { docs } = await payload.find({
    collection: 'breaking-news',
    locale,
    depth: 0,
    pagination: false,
    sort: ['-createdAt', '-id'],
    where: { is_online: { equals: true } },
    overrideAccess: false,
  })
  return docs
    .filter((doc) => isOnline({ online_from: doc.online_from, online_to: doc.online_to }, now))
    .map((doc) => {
      const url = text(doc.link_url)?.trim()
      return { id: doc.id, title: doc.title, text: doc.text, link: url ? { url } : null, link_title: text(doc.link_title) }
    })
}

/** SPEC §7 opening hours of the Berlin calendar day of `now`. */
export async function getOpeningHoursToday(payload: Payload, locale: Locale, now: Date): Promise<OpeningHoursToday> {
  const hours = await payload.findGlobal({ slug: 'opening-hours', locale, depth: 0, overrideAccess: false })
  return { ...hoursForDay(hours, now), utc_offset_minutes: berlinOffsetMinutes(now) }
}

/** What the footer says of the festival beyond its links (the navigation global): address, newsletter, social links, sponsors. */
export type FooterContent = {
  address: string | null
  newsletterUrl: string | null
  social: { network: string; url: string }[]
  sponsors: { name: string; url: string | null; logo: { src: string; width: number; height: number } }[]
}

const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  mastodon: 'Mastodon',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  bluesky: 'Bluesky',
}

/** The network's name as visitors know it. */
export function networkName(network: string): string {
  return NETWORK_NAMES[network] ?? network
}

/** The navigation global as the public sees it, its uploads populated (the sponsors' logos). */
export function readNavigationGlobal(payload: Payload, locale: Locale, user: TypedUser | null = null): Promise<NavigationGlobal> {
  return payload.findGlobal({ slug: 'navigation', locale, depth: 1, overrideAccess: false, user })
}

/** The footer's content from the navigation global (read once per frame with the navigation). */
export function footerContentOf(
  global: Pick<NavigationGlobal, 'footer_address' | 'newsletter_url' | 'social_links' | 'sponsors'>,
): FooterContent {
  return {
    address: text(global.footer_address),
    newsletterUrl: text(global.newsletter_url),
    social: (global.social_links ?? []).flatMap((entry) => (entry.url ? [{ network: entry.network, url: entry.url }] : [])),
    sponsors: (global.sponsors ?? []).flatMap((entry) => {
      const logo = typeof entry.logo === 'object' && entry.logo ? entry.logo : null
      if (!logo?.url || !logo.width || !logo.height) return []
      return [{ name: entry.name, url: text(entry.url), logo: { src: logo.url, width: logo.width, height: logo.height } }]
    }),
  }
}

// ---------------------------------------------------------------------------------------------
// Users

/** SPEC §3 user details (GET /api/user-details/). */
export type UserDetails = {
  has_dashboard_online_access: boolean
  is_logged_in: boolean
  username: string | null
  email: string | null
  first_name: string | null
  last_name: string | null
  login_url: string
  logout_url: string
  webshop_url: string
}

/** 'Ada Lovelace King' as first name 'Ada' and last name 'Lovelace King'. */
function splitName(name: string | null | undefined): { first_name: string | null; last_name: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return { first_name: null, last_name: null }
  return { first_name: parts[0] ?? null, last_name: parts.length > 1 ? parts.slice(1).join(' ') : null }
}

/**
 * Who is logged in, for the header's account entry. Customers have the account dashboard; staff
 * are shown by name but have no customer dashboard. The username is the login e-mail address.
 */
export async function getUserDetails(payload: Payload, user: TypedUser | null, locale: Locale): Promise<UserDetails> {
  const design = await getDesignSettings(payload, locale)
  const common = { login_url: LOGIN_URL, logout_url: LOGOUT_URL, webshop_url: design.webshop_link }
  if (isCustomerUser(user)) {
    return {
      has_dashboard_online_access: true,
      is_logged_in: true,
      username: user.email,
      email: user.email,
      first_name: text(user.first_name),
      last_name: text(user.last_name),
      ...common,
    }
  }
  if (user && isStaffUser(user)) {
    return {
      has_dashboard_online_access: false,
      is_logged_in: true,
      username: user.email,
      email: user.email,
      ...splitName(user.name),
      ...common,
    }
  }
  return {
    has_dashboard_online_access: false,
    is_logged_in: false,
    username: null,
    email: null,
    first_name: null,
    last_name: null,
    ...common,
  }
}
