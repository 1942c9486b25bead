import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { CONTAINER_OWNER_COLLECTIONS } from '@/cms/collections/Containers'
import type { ContainerOwner } from '@/cms/collections/Containers'
import { ContainerSections } from '@/features/modules/ContainerSections'
import { draftSession } from '@/features/editor/server/session'
import { LazySessionExpired } from '@/features/editor/ui/lazy.client'
import { EditableContainers } from '@/features/editor/ui/EditableContainers'
import { NotFoundScreen, notFoundMetadata } from '@/features/shell/ui/NotFoundScreen'
import { SiteFrame } from '@/features/shell/ui/SiteFrame'
import { byLocale, type Locale } from '@/i18n/locales'
import { routePath, type RouteName, type RouteParams } from '@/i18n/routes'
import { renderedFrom } from '@/lib/cache/renderedFrom'
import { pageTags } from '@/lib/cache/tags'

import { loadDetail } from '../server/details'
import { type DetailCollection } from '@/cms/collections/details'

/** Which detail documents carry editable sections (SPEC §3 container content types). */
const CONTAINER_OWNERS = Object.fromEntries(
  Object.entries(CONTAINER_OWNER_COLLECTIONS).map(([owner, collection]) => [collection, owner]),
) as Partial<Record<DetailCollection, ContainerOwner>>

type Props = {
  locale: Locale
  route: RouteName
  collection: DetailCollection
  id: string
  /** The slug in the address; a wrong or old one is corrected with a permanent redirect. */
  slug?: string
  /** The slug's parameter name in the route pattern ('slug', 'category', 'tag'). */
  slugParam?: string
  /** The route parameters for a slug and id, when the pattern is not `[slugParam]/[id]`. */
  routeParams?: (slug: string | null, id: number) => RouteParams
  /** The list screen above this one in the breadcrumb. */
  parent?: { title: string; route: RouteName }
  /** The screen above the parent in the breadcrumb (the magazine above a topic's list). */
  grandparent?: { title: string; route: RouteName }
  children?: ReactNode
}

/**
 * A detail screen of SPEC §2 (event, production, person, article, venue, form, series, magazine
 * category or tag): the document the id names, if the public may see it, in the site frame with
 * its breadcrumb and both languages' addresses. The feature issues add the screen's sections.
 */
export async function DetailScreen({
  locale,
  route,
  collection,
  id,
  slug,
  slugParam = 'slug',
  routeParams,
  parent,
  grandparent,
  children,
}: Props) {
  const doc = await loadDetail(collection, id, locale)
  await renderedFrom(pageTags.detail(collection, doc?.id ?? null))
  if (!doc) return <NotFoundScreen locale={locale} />
  const withSlug = slug !== undefined
  const paramsFor = routeParams ?? ((s: string | null, docId: number) => (s === null ? { id: docId } : { [slugParam]: s, id: docId }))
  const urlIn = (l: Locale) => routePath(l, route, paramsFor(withSlug ? doc.slugs[l] : null, doc.id))
  // The slug as Next decoded it, once: a wrong one (or '%') is corrected by a redirect, never decoded again.
  if (withSlug && slug !== doc.slugs[locale]) permanentRedirect(urlIn(locale))
  const siblings = byLocale(urlIn)
  const owner = CONTAINER_OWNERS[collection]
  // Draft mode (an editor only): the editable sections with the edit layer.
  const session = owner ? await draftSession() : null
  const editor = session?.editor ?? null
  const trail = [
    ...[grandparent, parent].flatMap((screen) => (screen ? [{ title: screen.title, url: routePath(locale, screen.route) }] : [])),
    { title: doc.title, url: siblings[locale] },
  ]
  return (
    <SiteFrame locale={locale} siblings={siblings} trail={trail}>
      <h1 className="page-title">{doc.title}</h1>
      {children}
      {owner && editor ? <EditableContainers locale={locale} owner={owner} objectId={doc.id} user={editor} links={siblings} /> : null}
      {owner && !editor ? <ContainerSections locale={locale} owner={owner} objectId={doc.id} /> : null}
      {/* Draft mode without an editor: the session expired; the editor logs in again here (issue 24). */}
      {session && !editor ? <LazySessionExpired locale={locale} /> : null}
    </SiteFrame>
  )
}

/** The `<title>` of a detail screen: the document's title in the page's language (the layout adds the festival's name). */
export async function detailMetadata(collection: DetailCollection, id: string, locale: Locale): Promise<Metadata> {
  const doc = await loadDetail(collection, id, locale)
  return doc ? { title: doc.title } : notFoundMetadata(locale)
}
