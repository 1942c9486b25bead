import 'server-only'

import type { Payload } from 'payload'
import { byLocale, LOCALES, type Locale } from '@/i18n/locales'
import { localizedPagePath } from '@/lib/routing/pagePath'

/**
 * The public URL of a page in every language it has a path in (SPEC §3 siblings); a language
 * without a path falls back to that language's home page.
 */
export async function pageSiblings(payload: Payload, id: number, draft = false): Promise<Record<Locale, string>> {
  const paths = await pagePaths(payload, id, draft)
  return byLocale((locale) => paths[locale] ?? localizedPagePath(locale, '/'))
}

/** The page's URL in each language it has a path in; a language without one has no version of the page (yet). */
export async function pagePaths(payload: Payload, id: number, draft = false): Promise<Partial<Record<Locale, string>>> {
  // Only paths are read, which whoever may see this page may know: no access check needed.
  const doc = await payload.findByID({
    collection: 'pages',
    id,
    locale: 'all',
    depth: 0,
    draft,
    select: { path: true },
    overrideAccess: true,
  })
  const paths = (doc.path ?? {}) as unknown as Partial<Record<Locale, string | null>>
  return Object.fromEntries(LOCALES.flatMap((locale) => (paths[locale] ? [[locale, localizedPagePath(locale, paths[locale])]] : [])))
}
