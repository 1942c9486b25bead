import 'server-only'

import type { CollectionSlug, Where } from 'payload'

import { DETAIL_SOURCES } from '@/cms/collections/details'
import { docHref, isLinkedCollection } from '@/lib/routing/docHref'
import { formatDateTime } from '@/lib/time/format'
import { readMultipart } from '@/lib/http/multipart'

import { endpoint } from '@/api/endpoint'
import { HttpError, refusal, reply } from '@/api/replies'
import { apiTranslator } from '@/i18n/translator'
import type { Pickable } from '@/api/inputs'
import { statusOf } from '@/lib/payload/errors'

/**
 * What the edit form picks from: images and other media (listed, or uploaded in place with alt
 * text in both languages), and documents for relationship fields and internal links in rich text.
 */

const PAGE_SIZE = 24
/** Uploads from the edit form: the media collection's own types, at most this size. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

export type MediaItem = {
  id: number
  url: string | null
  thumbnail: string | null
  alt: string
  filename: string | null
  mime_type: string | null
}

/** GET /{locale}/pageeditor-api/media/?kind&q&page: media of a kind, newest first, filtered by alt text or file name. */
export const mediaListRoute = endpoint('media', async ({ payload, user, locale, query: { kind, q, page } }) => {
  const and: Where[] = []
  if (kind !== 'any') and.push({ mimeType: { contains: `${kind}/` } })
  if (q.trim()) and.push({ or: [{ alt: { like: q.trim() } }, { filename: { like: q.trim() } }] })
  const result = await payload.find({
    collection: 'media',
    locale,
    where: and.length ? { and } : {},
    sort: '-createdAt',
    limit: PAGE_SIZE,
    page,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const results: MediaItem[] = result.docs.map((doc) => ({
    id: doc.id,
    url: doc.url ?? null,
    thumbnail: doc.sizes?.horizontal_small?.url ?? doc.sizes?.vertical?.url ?? doc.url ?? null,
    alt: doc.alt ?? '',
    filename: doc.filename ?? null,
    mime_type: doc.mimeType ?? null,
  }))
  return { results, next_page: result.hasNextPage ? page + 1 : null }
})

/**
 * POST /{locale}/pageeditor-api/media/ (multipart: file, alt_de, alt_en): a new media item from
 * the edit form. Size and type are checked before Payload stores anything; the German alt text is
 * required (the media collection's rule), the English one is saved when given.
 */
export const mediaUploadRoute = endpoint('uploadMedia', async ({ request, payload, user, locale: lang }) => {
  const t = apiTranslator(lang)
  const refuse = (field: string, key: 'tooLarge' | 'type' | 'file' | 'alt', status = 400) => {
    const message = t(`media.${key}`, { max: MAX_UPLOAD_BYTES / 1024 / 1024 })
    return refusal(status, 'invalid', { fields: { [field]: message }, message })
  }
  const read = await readMultipart(request, MAX_UPLOAD_BYTES + 64 * 1024)
  if (!read.ok && read.problem === 'not-multipart') throw new HttpError(415, 'multipart/form-data expected')
  if (!read.ok && read.problem === 'too-large') return refuse('file', 'tooLarge', 413)
  if (!read.ok) throw new HttpError(400, 'Malformed multipart body')
  const { form } = read
  const file = form.get('file')
  const altDe = String(form.get('alt_de') ?? '')
    .trim()
    .slice(0, 300)
  const altEn = String(form.get('alt_en') ?? '')
    .trim()
    .slice(0, 300)
  if (!(file instanceof File) || file.size === 0) return refuse('file', 'file')
  if (file.size > MAX_UPLOAD_BYTES) return refuse('file', 'tooLarge', 413)
  if (!/^(image\/(jpeg|png|webp|avif|gif)|video\/(mp4|webm)|audio\/(mpeg|ogg|mp4|wav|x-wav))$/.test(file.type))
    return refuse('file', 'type', 415)
  if (!altDe) return refuse('alt_de', 'alt')
  try {
    const created = await payload.create({
      collection: 'media',
      locale: 'de',
      data: { alt: altDe },
      file: {
        data: Buffer.from(await file.arrayBuffer()),
        mimetype: file.type,
        name: file.name.replace(/[^\w.-]+/g, '-').slice(-120) || 'upload',
        size: file.size,
      },
      depth: 0,
      user,
      overrideAccess: false,
    })
    if (altEn)
      await payload.update({
        collection: 'media',
        id: created.id,
        locale: 'en',
        data: { alt: altEn },
        depth: 0,
        user,
        overrideAccess: false,
      })
    const item: MediaItem = {
      id: created.id,
      url: created.url ?? null,
      thumbnail: created.sizes?.horizontal_small?.url ?? created.url ?? null,
      alt: (lang === 'en' ? altEn : altDe) || altDe,
      filename: created.filename ?? null,
      mime_type: created.mimeType ?? null,
    }
    return reply(item, { status: 201 })
  } catch (error) {
    // sharp or Payload refused the file itself (corrupt image, type not matching its content).
    if (statusOf(error) === 400) return refuse('file', 'type', 400)
    throw error
  }
})

/** Collections the edit form picks documents from: every target of a module's relationship, and every linkable page type. */
const TITLE_FIELD: Record<Pickable, string> = { ...DETAIL_SOURCES, pages: 'title', 'event-tags': 'name' }

export type PickedDoc = { id: number; title: string; url: string | null }

/** GET /{locale}/pageeditor-api/documents/?collection&q (or &ids): documents to pick, with title and public address. */
export const documentsRoute = endpoint('documents', async ({ payload, user, locale: lang, query: { collection, q, ids } }) => {
  const titleField = TITLE_FIELD[collection]
  const where: Where = ids ? { id: { in: ids.split(',').map(Number) } } : q.trim() ? { [titleField]: { like: q.trim() } } : {}
  const result = await payload.find({
    collection: collection as CollectionSlug,
    locale: lang,
    where,
    limit: 20,
    depth: 0,
    sort: ids ? undefined : `-updatedAt`,
    user,
    overrideAccess: false,
  })
  const results: PickedDoc[] = result.docs.map((raw) => {
    const doc = raw as unknown as { id: number; slug?: string | null; path?: string | null } & Record<string, unknown>
    const name = typeof doc[titleField] === 'string' ? (doc[titleField] as string) : `#${doc.id}`
    // Performances of one production share a title: their date tells them apart.
    const title =
      collection === 'events' && typeof doc.date_start === 'string' ? `${name} · ${formatDateTime(new Date(doc.date_start), lang)}` : name
    return { id: doc.id, title, url: isLinkedCollection(collection) ? docHref(collection, doc, lang) : null }
  })
  return { results }
})
