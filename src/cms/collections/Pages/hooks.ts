import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { message } from '@/i18n/rules'
import { relationId } from '@/lib/payload/relations'
import { pagePath } from '@/lib/routing/pagePath'

import type { Page } from '@/payload-types'

/** Keeps `path` (per locale) equal to parent path + slug, and unique among pages of that locale. */
export const computePath: CollectionBeforeChangeHook<Page> = async ({ data, originalDoc, req }) => {
  const locale = req.locale && req.locale !== 'all' ? req.locale : 'de'
  const isHome = (data.content_type ?? originalDoc?.content_type) === 'home'
  const slug = data.slug ?? originalDoc?.slug
  if (!isHome && !slug) return data
  const parentId = relationId(data.parent ?? originalDoc?.parent)
  let parentPath: string | null = null
  if (parentId !== null) {
    if (originalDoc?.id === parentId) throw new APIError('A page cannot be its own parent.', 400, undefined, true)
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: parentId,
      locale,
      depth: 0,
      draft: true,
      req,
      overrideAccess: true,
    })
    parentPath = parent.path ?? null
  }
  const path = pagePath({ isHome, slug, parentPath })
  const clash = await req.payload.find({
    collection: 'pages',
    locale,
    depth: 0,
    limit: 1,
    draft: true,
    req,
    overrideAccess: true,
    where: { and: [{ path: { equals: path } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
  })
  if (clash.docs.length > 0) {
    throw new APIError(message('pathTaken', locale, { path }), 400, undefined, true)
  }
  return { ...data, path }
}

/** When a page's path changes, its children's paths follow. */
export const updateChildPaths: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, req, context }) => {
  if (!previousDoc || previousDoc.path === doc.path || context.skipChildPaths) return doc
  const locale = req.locale && req.locale !== 'all' ? req.locale : 'de'
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: doc.id } },
    locale,
    depth: 0,
    draft: true,
    limit: 0,
    req,
    overrideAccess: true,
  })
  for (const child of children.docs) {
    await req.payload.update({
      collection: 'pages',
      id: child.id,
      locale,
      data: { slug: child.slug },
      draft: child._status !== 'published',
      req,
      overrideAccess: true,
      context,
    })
  }
  return doc
}
