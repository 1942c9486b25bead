import 'server-only'

import type { TypedUser } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import type { Locale } from '@/i18n/locales'
import type { apiTexts } from '@/i18n/messages'
import { apiTranslator } from '@/i18n/translator'

/*
 * The page editor's read model of who is editing (SPEC §3 login state, §7 user call): the
 * editor's e-mail and the back-office menus their role opens.
 */

export type AdminMenu = { title: string; url: string }
/** SPEC §3 login state of the page editor (GET /{locale}/pageeditor-api/user). */
export type EditorUser = { email: string; username: string; admin_menus: AdminMenu[] }

type AdminLink = { title: keyof (typeof apiTexts)['de']['adminMenus']; url: string; role: 'editor' | 'admin' }

/** The parts of /admin each role may change (mirrors the access rules in src/cms); titles in messages `api.adminMenus`. */
const ADMIN_LINKS: readonly AdminLink[] = [
  { title: 'pages', url: '/admin/collections/pages', role: 'editor' },
  { title: 'events', url: '/admin/collections/events', role: 'editor' },
  { title: 'productions', url: '/admin/collections/productions', role: 'editor' },
  { title: 'people', url: '/admin/collections/people', role: 'editor' },
  { title: 'series', url: '/admin/collections/series', role: 'editor' },
  { title: 'venues', url: '/admin/collections/venues', role: 'editor' },
  { title: 'articles', url: '/admin/collections/articles', role: 'editor' },
  { title: 'media', url: '/admin/collections/media', role: 'editor' },
  { title: 'forms', url: '/admin/collections/forms', role: 'editor' },
  { title: 'breakingNews', url: '/admin/collections/breaking-news', role: 'editor' },
  { title: 'redirects', url: '/admin/collections/redirects', role: 'editor' },
  { title: 'navigation', url: '/admin/globals/navigation', role: 'editor' },
  { title: 'openingHours', url: '/admin/globals/opening-hours', role: 'editor' },
  { title: 'siteSettings', url: '/admin/globals/site-settings', role: 'admin' },
  { title: 'designSettings', url: '/admin/globals/design-settings', role: 'admin' },
  { title: 'users', url: '/admin/collections/users', role: 'admin' },
]

/** The page editor's user: staff with the editor (or admin) role, else null. */
export function getEditorUser(user: TypedUser | null, locale: Locale): EditorUser | null {
  if (!user || user.collection !== 'users' || !hasRole(user, 'editor')) return null
  const t = apiTranslator(locale)
  return {
    email: user.email,
    username: user.email,
    admin_menus: ADMIN_LINKS.filter((link) => hasRole(user, link.role)).map((link) => ({
      title: t(`adminMenus.${link.title}`),
      url: link.url,
    })),
  }
}
