import type { Locale } from './locales'

/**
 * SPEC §2's route table, the one source for localised paths: the request proxy (through next-intl's
 * `pathnames`), links, the language switch and redirects read it.
 *
 * `internal` is the route folder under `src/app/(frontend)/[locale]/`; a route without it is a CMS
 * page served by the catch-all (the legal pages), kept here so links to it have a name.
 * Patterns use Next's segment syntax: `[id]`, `[[...rest]]`.
 */
export const ROUTES = {
  home: { de: '/', en: '/' },
  events: { internal: '/programme', de: '/programm', en: '/programme' },
  'events-slug-id': { internal: '/programme/[slug]/[id]', de: '/programm/[slug]/[id]', en: '/programme/[slug]/[id]' },
  productions: { internal: '/productions', de: '/produktionen', en: '/productions' },
  'productions-slug-id': { internal: '/productions/[slug]/[id]', de: '/produktionen/[slug]/[id]', en: '/productions/[slug]/[id]' },
  team: { internal: '/team', de: '/team', en: '/team' },
  'team-slug-id': { internal: '/team/[slug]/[id]', de: '/team/[slug]/[id]', en: '/team/[slug]/[id]' },
  magazine: { internal: '/artists', de: '/artists', en: '/artists' },
  'magazine-categories-category-id': {
    internal: '/artists/categories/[category]/[id]',
    de: '/artists/categories/[category]/[id]',
    en: '/artists/categories/[category]/[id]',
  },
  'magazine-tags': { internal: '/artists/tags', de: '/artists/tags', en: '/artists/tags' },
  'magazine-tags-tag-id': { internal: '/artists/tags/[tag]/[id]', de: '/artists/tags/[tag]/[id]', en: '/artists/tags/[tag]/[id]' },
  'magazine-slug-id': { internal: '/artists/[slug]/[id]', de: '/artists/[slug]/[id]', en: '/artists/[slug]/[id]' },
  'venues-slug-id': { internal: '/visit/[slug]/[id]', de: '/besuch/[slug]/[id]', en: '/visit/[slug]/[id]' },
  'forms-slug-id': { internal: '/forms/[slug]/[id]', de: '/forms/[slug]/[id]', en: '/forms/[slug]/[id]' },
  // SPEC: /series/{slug?}/{id}, the slug is optional: one folder takes both forms (Next does not
  // allow /series/[id] beside /series/[slug]/[id]); `parts` is [id] or [slug, id].
  'series-slug-id': { internal: '/series/[...parts]', de: '/series/[...parts]', en: '/series/[...parts]' },
  // SPEC: /search/{category?}/{page?} with query q.
  search: { internal: '/search/[[...rest]]', de: '/search/[[...rest]]', en: '/search/[[...rest]]' },
  'legals-agb': { de: '/agb', en: '/agb' },
  'legals-privacy': { de: '/datenschutz', en: '/datenschutz' },
  'legals-imprint': { de: '/impressum', en: '/impressum' },
  // Not in SPEC's route list; the footer links to it (SPEC §2), so it is a CMS page like the others.
  'legals-whistleblower': { de: '/hinweisgeberschutz', en: '/hinweisgeberschutz' },
  // Beyond SPEC: the personal festival plan (issue 10), where the header's favourites link leads.
  favourites: { internal: '/favourites', de: '/merkliste', en: '/favourites' },
  'user-profile': { internal: '/user/profile', de: '/user/profile', en: '/user/profile' },
  'user-settings': { internal: '/user/settings', de: '/user/settings', en: '/user/settings' },
  // Beyond SPEC (issue 46): the account's data as a readable page (DSGVO Art. 15).
  'user-data': { internal: '/user/data', de: '/user/data', en: '/user/data' },
  'not-found': { internal: '/404', de: '/404', en: '/404' },
  // Beyond SPEC (issue 27): the tickets kept on this device, which open without a connection, and
  // what the service worker shows for a page it cannot load offline.
  'my-tickets': { internal: '/my-tickets', de: '/meine-tickets', en: '/my-tickets' },
  offline: { internal: '/offline', de: '/offline', en: '/offline' },
  // Beyond SPEC (issue 43): the sale opening's waiting room, where booking waits its turn.
  'waiting-room': { internal: '/waiting-room', de: '/warteraum', en: '/waiting-room' },
} as const satisfies Record<string, { internal?: string } & Record<Locale, string>>

export type RouteName = keyof typeof ROUTES
type RouteWithFolder = { [N in RouteName]: (typeof ROUTES)[N] extends { internal: string } ? N : never }[RouteName]
type Internal = (typeof ROUTES)[RouteWithFolder]['internal']

/** next-intl's `pathnames`: internal route folder to the path each locale shows. */
export const PATHNAMES = Object.fromEntries(
  Object.values(ROUTES)
    .filter((route): route is Extract<(typeof ROUTES)[RouteName], { internal: string }> => 'internal' in route)
    .map((route) => [route.internal, route.de === route.en ? route.de : { de: route.de, en: route.en }]),
) as Record<Internal, string | Record<Locale, string>>

export type RouteParams = Record<string, string | number | readonly (string | number)[] | undefined>

/**
 * The public URL of a named route in a locale, with its parameters filled in:
 * `routePath('en', 'events-slug-id', { slug: 'x', id: 4 })` is '/en/programme/x/4'.
 * Throws when a required parameter is missing: a broken link is a bug, not a visitor's problem.
 */
export function routePath(locale: Locale, name: RouteName, params: RouteParams = {}, query?: Record<string, string>): string {
  const pattern: string = ROUTES[name][locale]
  const filled = pattern
    .split('/')
    .flatMap((segment): string[] => {
      const optionalRest = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment)
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment)
      const single = /^\[(\w+)\]$/.exec(segment)
      const key = optionalRest?.[1] ?? rest?.[1] ?? single?.[1]
      if (!key) return [segment]
      const value = params[key]
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
        if (optionalRest) return []
        throw new Error(`Route ${name} needs the parameter ${key}`)
      }
      const values = Array.isArray(value) ? value : [value]
      return values.map((v) => encodeURIComponent(String(v)))
    })
    .join('/')
  const path = filled === '/' || filled === '' ? `/${locale}` : `/${locale}${filled}`
  const search = query ? new URLSearchParams(query).toString() : ''
  return search ? `${path}?${search}` : path
}
