import 'server-only'

import type { TypedUser } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import type { Locale } from '@/i18n/locales'

/*
 * The page editor's read model of who is editing (SPEC §3 login state, §7 user call): the
 * editor's e-mail and the back-office menus their role opens.
 */

export type AdminMenu = { title: string; url: string }
/** SPEC §3 login state of the page editor (GET /{locale}/pageeditor-api/user). */
export type EditorUser = { email: string; username: string; admin_menus: AdminMenu[] }

type AdminLink = { title: Record<Locale, string>; url: string; role: 'editor' | 'admin' }

/** The parts of /admin each role may change (mirrors the access rules in src/cms). */
const ADMIN_LINKS: readonly AdminLink[] = [
  { title: { de: 'Seiten', en: 'Pages' }, url: '/admin/collections/pages', role: 'editor' },
  { title: { de: 'Termine', en: 'Events' }, url: '/admin/collections/events', role: 'editor' },
  { title: { de: 'Produktionen', en: 'Productions' }, url: '/admin/collections/productions', role: 'editor' },
  { title: { de: 'Personen', en: 'People' }, url: '/admin/collections/people', role: 'editor' },
  { title: { de: 'Reihen', en: 'Series' }, url: '/admin/collections/series', role: 'editor' },
  { title: { de: 'Spielorte', en: 'Venues' }, url: '/admin/collections/venues', role: 'editor' },
  { title: { de: 'Artikel', en: 'Articles' }, url: '/admin/collections/articles', role: 'editor' },
  { title: { de: 'Medien', en: 'Media' }, url: '/admin/collections/media', role: 'editor' },
  { title: { de: 'Formulare', en: 'Forms' }, url: '/admin/collections/forms', role: 'editor' },
  { title: { de: 'Eilmeldungen', en: 'Breaking news' }, url: '/admin/collections/breaking-news', role: 'editor' },
  { title: { de: 'Weiterleitungen', en: 'Redirects' }, url: '/admin/collections/redirects', role: 'editor' },
  { title: { de: 'Navigation', en: 'Navigation' }, url: '/admin/globals/navigation', role: 'editor' },
  { title: { de: 'Öffnungszeiten', en: 'Opening hours' }, url: '/admin/globals/opening-hours', role: 'editor' },
  { title: { de: 'Website-Einstellungen', en: 'Site settings' }, url: '/admin/globals/site-settings', role: 'admin' },
  { title: { de: 'Design-Einstellungen', en: 'Design settings' }, url: '/admin/globals/design-settings', role: 'admin' },
  { title: { de: 'Mitarbeitende', en: 'Staff' }, url: '/admin/collections/users', role: 'admin' },
]

/** The page editor's user: staff with the editor (or admin) role, else null. */
export function getEditorUser(user: TypedUser | null, locale: Locale): EditorUser | null {
  if (!user || user.collection !== 'users' || !hasRole(user, 'editor')) return null
  return {
    email: user.email,
    username: user.email,
    admin_menus: ADMIN_LINKS.filter((link) => hasRole(user, link.role)).map((link) => ({ title: link.title[locale], url: link.url })),
  }
}
