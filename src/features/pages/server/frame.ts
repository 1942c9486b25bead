import 'server-only'

import type { Payload } from 'payload'

import type { ChildBlock, ModuleBlock } from '@/cms/blocks/types'
import type { Crumb } from '@/features/shell/domain/breadcrumb'
import type { StickyLink } from '@/features/shell/domain/sticky'
import { isOnline } from '@/cms/rules/onlineWindow'
import { type Locale } from '@/i18n/locales'
import { linkHref } from '@/lib/routing/linkHref'
import { localizedPagePath } from '@/lib/routing/pagePath'
import type { Page } from '@/payload-types'

/** The ancestors of a page path, nearest last: '/a/b/c' gives '/a', '/a/b'. */
export function ancestorPaths(path: string): string[] {
  const parts = path.split('/').filter(Boolean)
  return parts.slice(0, -1).map((_, index) => `/${parts.slice(0, index + 1).join('/')}`)
}

/** Breadcrumb steps after Home (SPEC §2): the parent pages the visitor may see, then the page itself. */
export async function pageTrail(payload: Payload, locale: Locale, page: Pick<Page, 'path' | 'title'>): Promise<Crumb[]> {
  const path = page.path ?? '/'
  if (path === '/') return []
  const ancestors = ancestorPaths(path)
  const found =
    ancestors.length === 0
      ? []
      : (
          await payload.find({
            collection: 'pages',
            locale,
            fallbackLocale: false,
            where: { path: { in: ancestors } },
            select: { path: true, title: true },
            depth: 0,
            pagination: false,
            overrideAccess: false,
          })
        ).docs
  const byPath = new Map(found.map((doc) => [doc.path, doc.title]))
  const steps = ancestors.flatMap((ancestor) => {
    const title = byPath.get(ancestor)
    return title ? [{ title, url: localizedPagePath(locale, ancestor) }] : []
  })
  return [...steps, { title: page.title, url: localizedPagePath(locale, path) }]
}

/**
 * The sticky bar's links (SPEC §2): link modules marked sticky, also inside section columns, and
 * the button of a sticky hero that is online now, in page order.
 */
export function stickyLinks(locale: Locale, modules: Page['modules'], now = new Date()): StickyLink[] {
  const walk = (list: readonly (ModuleBlock | ChildBlock)[]): StickyLink[] =>
    list.flatMap((module): StickyLink[] => {
      if (module.blockType === 'section') return (module.columns ?? []).flatMap((column) => walk(column.children ?? []))
      if (module.blockType === 'heroMedia') {
        return module.sticky && module.button_text && module.button_link && isOnline(module, now)
          ? [{ text: module.button_text, url: module.button_link }]
          : []
      }
      if (module.blockType !== 'link' || !module.sticky) return []
      const url = linkHref(locale, module.link, module.link_url)
      return url && module.link_text ? [{ text: module.link_text, url }] : []
    })
  return walk(modules ?? [])
}
