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
  'user-profile': { internal: '/user/profile', de: '/user/profile', en: '/user/profile' },
  'user-settings': { internal: '/user/settings', de: '/user/settings', en: '/user/settings' },
  'not-found': { internal: '/404', de: '/404', en: '/404' },
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

export type MatchedRoute = { name: RouteName; params: Record<string, string | string[]> }

/**
 * Which named route a path inside a locale ('/programm/x/4') is, with its parameters; null for
 * paths the table does not know (CMS pages). Static routes win over patterns, as in Next.
 */
export function matchRoute(locale: Locale, path: string): MatchedRoute | null {
  const parts = path.split('/').filter(Boolean).map(safeDecode)
  let best: { route: MatchedRoute; score: number } | null = null
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const pattern = ROUTES[name][locale].split('/').filter(Boolean)
    const params: Record<string, string | string[]> = {}
    let score = 0
    let ok = true
    let i = 0
    for (const segment of pattern) {
      const optionalRest = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment)
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment)
      const single = /^\[(\w+)\]$/.exec(segment)
      if (optionalRest || rest) {
        if (rest && i >= parts.length) {
          ok = false
          break
        }
        params[((optionalRest ?? rest) as RegExpExecArray)[1] as string] = parts.slice(i)
        i = parts.length
        break
      }
      const part = parts[i]
      if (part === undefined) {
        ok = false
        break
      }
      if (single) params[single[1] as string] = part
      else if (segment === part) score += 2
      else {
        ok = false
        break
      }
      score += 1
      i += 1
    }
    if (!ok || i !== parts.length) continue
    if (!best || score > best.score) best = { route: { name, params }, score }
  }
  return best?.route ?? null
}

/**
 * The same screen in the other language, for routes whose parameters do not change with the
 * language (everything but slugs; pages with localised slugs pass their own siblings).
 */
export function siblingPath(from: Locale, to: Locale, path: string): string | null {
  const match = matchRoute(from, path)
  if (!match) return null
  return routePath(to, match.name, match.params)
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
