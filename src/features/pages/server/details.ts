import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import { byLocale, type Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/cms/client'
import { parseId } from '@/lib/routing/ids'
import { DETAIL_SOURCES, type DetailCollection } from '@/cms/collections/details'
import { prop } from '@/lib/types/guards'

export type DetailDoc = { id: number; title: string; slugs: Record<Locale, string> }

function localised(value: unknown, locale: Locale): string | null {
  if (typeof value === 'string') return value
  const text = prop(value, locale)
  return typeof text === 'string' && text !== '' ? text : null
}

/**
 * A document of a detail screen as the public may see it (published and online only), with its
 * title in the visitor's language and its slug in every language for the language switch.
 */
export async function findDetail(payload: Payload, collection: DetailCollection, rawId: string, locale: Locale): Promise<DetailDoc | null> {
  const id = parseId(rawId)
  if (id === null) return null
  const titleField = DETAIL_SOURCES[collection]
  const result = await payload.find({
    collection,
    locale: 'all',
    where: { id: { equals: id } },
    select: { [titleField]: true, slug: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const doc = result.docs[0] as Record<string, unknown> | undefined
  if (!doc) return null
  const title = localised(doc[titleField], locale) ?? localised(doc[titleField], 'de')
  if (!title) return null
  const slugs = byLocale((l) => localised(doc.slug, l) ?? localised(doc.slug, 'de') ?? String(id))
  return { id, title, slugs }
}

/** One lookup per request and document, shared by the page's metadata (its title) and the page itself. */
export const loadDetail = cache(async (collection: DetailCollection, rawId: string, locale: Locale): Promise<DetailDoc | null> =>
  findDetail(await getPayloadClient(), collection, rawId, locale),
)
