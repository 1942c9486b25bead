import { localizedPagePath } from './pagePath'

type PageRef = number | { path?: string | null } | null | undefined

/**
 * Where a module's link goes: an internal page (by its path in this locale) wins over a typed
 * address; null when neither is set.
 */
export function linkHref(locale: string, link: PageRef, linkUrl?: string | null): string | null {
  if (link && typeof link === 'object' && link.path) return localizedPagePath(locale, link.path)
  const url = linkUrl?.trim()
  return url ? url : null
}
