import 'server-only'

import { z } from 'zod'

import { CONTAINER_OWNER_COLLECTIONS, CONTAINER_OWNER_TYPES } from '@/cms/collections/Containers'
import { DEFAULT_COLUMN_CLASSES } from '@/cms/blocks/Section/config'
import { json, jsonError, parseJsonBody, parseQuery, PRIVATE_NO_STORE } from '@/lib/http/json'

import { type EditTree } from '../domain/tree'
import { answer, editorRoute, parseDocQuery } from './editorRoutes'
import { listVersions, publishDraft, restoreBackup, restoreVersionToDraft } from './publishing'
import { editorsOn } from './presence'
import { startTranslation } from './translation'

/**
 * The inline editor's document calls beyond SPEC §7's module writes: undo, publish (with its
 * checks), versions, the container creation of SPEC §4, and who else is editing. Same guard as
 * the module writes: CSRF and origin for unsafe calls, a logged-in editor for all.
 */

const MAX_BACKUP_BYTES = 2 * 1024 * 1024
const writeQuery = z.object({ doc: z.string().max(40), base: z.string().min(1).max(40) })
const looseModule = z.looseObject({ blockType: z.string().max(64) })
const backupBody = z.object({
  backup: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('page'), modules: z.array(looseModule).max(500) }),
    z.object({ kind: z.literal('container'), columns: z.array(z.looseObject({ children: z.array(looseModule).max(500).nullish() })).max(3) }),
  ]),
})

function parseWrite(request: Request) {
  const doc = parseDocQuery(request)
  if (!doc.ok) return doc
  const parsed = parseQuery(writeQuery, request.url)
  if (!parsed.ok) return parsed
  return { ok: true as const, ref: doc.ref, base: parsed.data.base }
}

/** POST /{locale}/pageeditor-api/undo/?doc&base: the draft becomes the latest backup of the editor's stack (SPEC §4). */
export const undoRoute = editorRoute(true, async (request, context) => {
  const query = parseWrite(request)
  if (!query.ok) return query.response
  const body = await parseJsonBody(backupBody, request, MAX_BACKUP_BYTES)
  if (!body.ok) return body.response
  const result = await restoreBackup({ ...context, ref: query.ref, base: query.base, backup: body.data.backup as EditTree })
  return answer(result, context.locale)
})

const publishBody = z.object({ dry_run: z.boolean().default(false), confirm: z.boolean().default(false) })

/**
 * POST /{locale}/pageeditor-api/publish/?doc&base: the checks before publishing (`dry_run`), or
 * publishing; 409 with the checks when they need the editor's confirmation or block it.
 */
export const publishRoute = editorRoute(true, async (request, context) => {
  const query = parseWrite(request)
  if (!query.ok) return query.response
  const body = await parseJsonBody(publishBody, request)
  if (!body.ok) return body.response
  const result = await publishDraft({ ...context, ref: query.ref, base: query.base, dryRun: body.data.dry_run, confirm: body.data.confirm })
  if (result.ok) return json(result, { cache: PRIVATE_NO_STORE })
  if (result.code === 'checks') return json({ error: 'checks', checks: result.checks }, { status: 409, cache: PRIVATE_NO_STORE })
  return answer(result, context.locale)
})

const versionsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })

/**
 * GET /{locale}/pageeditor-api/versions/?doc&page: the document's versions, newest first, ten at a
 * time, with author, time, which one visitors see and what each changed (issue 24).
 */
export const versionsRoute = editorRoute(false, async (request, context) => {
  const doc = parseDocQuery(request)
  if (!doc.ok) return doc.response
  const paging = parseQuery(versionsQuery, request.url)
  if (!paging.ok) return paging.response
  const versions = await listVersions({ ...context, ref: doc.ref }, paging.data.page)
  if (!versions) return jsonError(403, 'Forbidden', PRIVATE_NO_STORE)
  return json(versions, { cache: PRIVATE_NO_STORE })
})

const versionId = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a version id')

/** POST /{locale}/pageeditor-api/versions/{id}/?doc&base: that version restored into the draft. */
export const restoreVersionRoute = editorRoute(true, async (request, context, { id }: { id: string }) => {
  const query = parseWrite(request)
  if (!query.ok) return query.response
  const parsedId = versionId.safeParse(id)
  if (!parsedId.success) return jsonError(400, 'id: must be a version id', PRIVATE_NO_STORE)
  const result = await restoreVersionToDraft({ ...context, ref: query.ref, base: query.base, versionId: parsedId.data })
  return answer(result, context.locale)
})


const containerBody = z.object({
  container: z.object({
    slug: z.string().min(1).max(200).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, dot, dash or underscore'),
    parent: z.string().max(200).nullish(),
    content_type: z.enum(CONTAINER_OWNER_TYPES),
    object_id: z.number().int().positive(),
  }),
})

/**
 * POST /{locale}/pageeditor-api/container/: SPEC §4, a new editable section (one empty column)
 * for a document, when the section's fetch answered 404. The document must exist; a slug that is
 * taken answers 409 with the existing container's id.
 */
export const createContainerRoute = editorRoute(true, async (request, context) => {
  const body = await parseJsonBody(containerBody, request)
  if (!body.ok) return body.response
  const { payload, user } = context
  const { container } = body.data
  const owner = await payload.find({ collection: CONTAINER_OWNER_COLLECTIONS[container.content_type], where: { id: { equals: container.object_id } }, limit: 1, depth: 0, draft: true, user, overrideAccess: false, select: {} })
  if (owner.docs.length === 0) return json({ error: 'not-found', fields: { object_id: 'not-found' } }, { status: 400, cache: PRIVATE_NO_STORE })
  const existing = await payload.find({ collection: 'containers', where: { slug: { equals: container.slug } }, limit: 1, depth: 0, draft: true, user, overrideAccess: false, select: {} })
  if (existing.docs[0]) return json({ error: 'exists', id: existing.docs[0].id }, { status: 409, cache: PRIVATE_NO_STORE })
  const created = await payload.create({
    collection: 'containers',
    locale: context.locale,
    data: { slug: container.slug, parent: container.parent ?? null, content_type: container.content_type, object_id: container.object_id, is_online: true, columns: [{ classes: DEFAULT_COLUMN_CLASSES, children: [] }] },
    draft: true,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return json({ id: created.id, slug: created.slug, stamp: created.updatedAt, doc: `containers:${created.id}` }, { status: 201, cache: PRIVATE_NO_STORE })
})

/** POST /{locale}/pageeditor-api/presence/?doc: "I am editing this"; answers who else is (beyond SPEC). */
export const presenceRoute = editorRoute(true, async (request, context) => {
  const doc = parseDocQuery(request)
  if (!doc.ok) return doc.response
  const others = await editorsOn({ ...context, ref: doc.ref })
  return json({ others }, { cache: PRIVATE_NO_STORE })
})

const translationBody = z.object({ copy: z.boolean(), title: z.string().trim().max(200).nullish() })

const STARTED_BEFORE = {
  de: 'Diese Sprachfassung gibt es schon. Bitte neu laden.',
  en: 'This language version exists already. Please reload.',
} as const

/**
 * POST /{locale}/pageeditor-api/translation/?doc&base: starts the document in {locale} (issue 24),
 * from a copy of the other language's modules (`copy`) or empty; a page gets a title and a path.
 */
export const translationRoute = editorRoute(true, async (request, context) => {
  const query = parseWrite(request)
  if (!query.ok) return query.response
  const body = await parseJsonBody(translationBody, request)
  if (!body.ok) return body.response
  const result = await startTranslation({ ...context, ref: query.ref, base: query.base, copy: body.data.copy, title: body.data.title ?? null })
  if (result.ok) return json(result, { cache: PRIVATE_NO_STORE })
  if (result.code === 'exists') return json({ error: 'exists', message: STARTED_BEFORE[context.locale] }, { status: 409, cache: PRIVATE_NO_STORE })
  return answer(result, context.locale)
})
