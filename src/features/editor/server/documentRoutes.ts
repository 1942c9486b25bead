import 'server-only'

import { endpoint } from '@/api/endpoint'
import { HttpError, reply } from '@/api/replies'
import { apiTranslator } from '@/i18n/translator'
import { CONTAINER_OWNER_COLLECTIONS } from '@/cms/collections/Containers'
import { DEFAULT_COLUMN_CLASSES } from '@/cms/blocks/Section/config'

import { type EditTree } from '../domain/tree'
import { answer } from './editorRoutes'
import { publishDraft, restoreBackup } from './publishing'
import { listVersions, restoreVersionToDraft } from './versions'
import { editorsOn } from './presence'
import { startTranslation } from './translation'

/**
 * The inline editor's document calls beyond SPEC §7's module writes: undo, publish (with its
 * checks), versions, the container creation of SPEC §4, and who else is editing. Same guard as
 * the module writes: CSRF and origin for unsafe calls, a logged-in editor for all.
 */

/** POST /{locale}/pageeditor-api/undo/?doc&base: the draft becomes the latest backup of the editor's stack (SPEC §4). */
export const undoRoute = endpoint('undo', async ({ payload, user, locale, query: { doc: ref, base }, body }) => {
  const result = await restoreBackup({ payload, user, locale, ref, base, backup: body.backup as EditTree })
  return answer(result, locale)
})

/**
 * POST /{locale}/pageeditor-api/publish/?doc&base: the checks before publishing (`dry_run`), or
 * publishing; 409 with the checks when they need the editor's confirmation or block it.
 */
export const publishRoute = endpoint('publish', async ({ payload, user, locale, query: { doc: ref, base }, body }) => {
  const result = await publishDraft({ payload, user, locale, ref, base, dryRun: body.dry_run, confirm: body.confirm })
  if (result.ok) return result
  if (result.code === 'checks') return reply({ error: 'checks', checks: result.checks }, { status: 409 })
  return answer(result, locale)
})

/**
 * GET /{locale}/pageeditor-api/versions/?doc&page: the document's versions, newest first, ten at a
 * time, with author, time, which one visitors see and what each changed (issue 24).
 */
export const versionsRoute = endpoint('versions', async ({ payload, user, locale, query: { doc: ref, page } }) => {
  const versions = await listVersions({ payload, user, locale, ref }, page)
  if (!versions) throw new HttpError(403, 'Forbidden')
  return versions
})

/** POST /{locale}/pageeditor-api/versions/{id}/?doc&base: that version restored into the draft. */
export const restoreVersionRoute = endpoint(
  'restoreVersion',
  async ({ payload, user, locale, params: { id }, query: { doc: ref, base } }) => {
    const result = await restoreVersionToDraft({ payload, user, locale, ref, base, versionId: id })
    return answer(result, locale)
  },
)

/**
 * POST /{locale}/pageeditor-api/container/: SPEC §4, a new editable section (one empty column)
 * for a document, when the section's fetch answered 404. The document must exist; a slug that is
 * taken answers 409 with the existing container's id.
 */
export const createContainerRoute = endpoint('createContainer', async ({ payload, user, locale, body: { container } }) => {
  const owner = await payload.find({
    collection: CONTAINER_OWNER_COLLECTIONS[container.content_type],
    where: { id: { equals: container.object_id } },
    limit: 1,
    depth: 0,
    draft: true,
    user,
    overrideAccess: false,
    select: {},
  })
  if (owner.docs.length === 0) throw new HttpError(400, 'not-found', { fields: { object_id: 'not-found' } })
  const existing = await payload.find({
    collection: 'containers',
    where: { slug: { equals: container.slug } },
    limit: 1,
    depth: 0,
    draft: true,
    user,
    overrideAccess: false,
    select: {},
  })
  if (existing.docs[0]) throw new HttpError(409, 'exists', { id: existing.docs[0].id })
  const created = await payload.create({
    collection: 'containers',
    locale,
    data: {
      slug: container.slug,
      parent: container.parent ?? null,
      content_type: container.content_type,
      object_id: container.object_id,
      is_online: true,
      columns: [{ classes: DEFAULT_COLUMN_CLASSES, children: [] }],
    },
    draft: true,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return reply({ id: created.id, slug: created.slug, stamp: created.updatedAt, doc: `containers:${created.id}` }, { status: 201 })
})

/** POST /{locale}/pageeditor-api/presence/?doc: "I am editing this"; answers who else is (beyond SPEC). */
export const presenceRoute = endpoint('presence', async ({ payload, user, locale, query: { doc: ref }, body: open }) => ({
  others: await editorsOn({ payload, user, locale, ref, open }),
}))

/**
 * POST /{locale}/pageeditor-api/translation/?doc&base: starts the document in {locale} (issue 24),
 * from a copy of the other language's modules (`copy`) or empty; a page gets a title and a path.
 */
export const translationRoute = endpoint('translation', async ({ payload, user, locale, query: { doc: ref, base }, body }) => {
  const result = await startTranslation({ payload, user, locale, ref, base, copy: body.copy, title: body.title ?? null })
  if (result.ok) return result
  if (result.code === 'exists') throw new HttpError(409, 'exists', { message: apiTranslator(locale)('editor.startedBefore') })
  return answer(result, locale)
})
