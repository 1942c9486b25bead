import 'server-only'

import { endpoint } from '@/api/endpoint'
import { HttpError, reply } from '@/api/replies'
import type { Locale } from '@/i18n/locales'
import { apiTranslator } from '@/i18n/translator'

import { mergeModule } from '../domain/merge'
import {
  duplicateModule,
  type EditTree,
  insertModule,
  locate,
  moveModule,
  moveModuleTo,
  removeModule,
  type StoredModule,
  updateModule,
} from '../domain/tree'
import { type EditorFailure, loadDraft, newModule, newModuleId, type Saved, writeDraft } from './documents'
import { getEditorUser } from './editorUser'
import { moduleRemoval, staffNames } from './versions'

/**
 * SPEC §7 page-editor writes, `/{locale}/pageeditor-api/{module}`: thin adapters from HTTP to the
 * commands in `documents.ts`. The wrapper (src/api) refuses a request from another site or without
 * the CSRF header (403), anyone not logged in (401: the edit layer opens its login modal) and
 * anyone who is not staff with the editor role (403), and reads the module type and id from the
 * path and the document from the query (`doc=pages:12`, `doc=containers:5`), with `base`, the
 * version of the draft the editor saw.
 */

/** A command's answer as HTTP: the saved version and the backup for undo, or the refusal with its own status. */
export function answer(result: Saved | EditorFailure, locale: Locale, mergedBy: string | null = null) {
  const t = apiTranslator(locale)
  if (result.ok) {
    // Merged onto a colleague's save (a module's update, issue 45): said in one short notice.
    const merged = result.mergedOnto ? (mergedBy ? t('editor.mergedBy', { name: mergedBy }) : t('editor.merged')) : null
    return reply({ ok: true, stamp: result.stamp, backup: result.backup, module_id: result.moduleId, ...(merged ? { merged } : {}) })
  }
  switch (result.code) {
    case 'invalid':
      return reply({ error: 'invalid', fields: result.fields, message: result.message }, { status: 400 })
    case 'conflict':
      return reply({ error: 'conflict', stamp: result.stamp, message: t('editor.conflict') }, { status: 409 })
    case 'fields':
      return reply(
        { error: 'fields', stamp: result.stamp, conflicts: result.conflicts, current: result.current, message: t('editor.fields') },
        { status: 409 },
      )
    case 'edge':
      return reply({ error: 'edge', message: t('editor.edge') }, { status: 422 })
    case 'bad-slot':
      return reply({ error: 'bad-slot', message: t('editor.slot') }, { status: 422 })
    case 'nested-section':
      return reply({ error: 'nested-section', message: t('editor.nested') }, { status: 422 })
    case 'forbidden':
      throw new HttpError(403, t('editor.forbidden'))
    case 'not-found':
      return reply({ error: 'not-found', message: t('editor.notFound') }, { status: 404 })
  }
}

/** POST /{locale}/pageeditor-api/{module}/?doc&base: a new module of that type at a place (`at`). */
export const createModuleRoute = endpoint('createModule', async ({ payload, user, locale, params, query: { doc: ref, base }, body }) => {
  const id = newModuleId()
  const created = newModule(params.module, body.module, id)
  const { at } = body
  const result = await writeDraft({
    payload,
    user,
    locale,
    ref,
    base,
    edit: (tree) => ({ ...insertModule(tree, { section: at.section, column: at.column }, at.index, created), moduleId: id }),
  })
  return answer(result, locale)
})

/** The module at this id must be of the type the path names. */
type Edit = Parameters<typeof writeDraft>[0]['edit']
type ModuleWrite = Omit<Parameters<typeof writeDraft>[0], 'edit'> & { type: string; id: string }

/**
 * A write on the module `id` of the draft, which must be of the type the path names (else
 * 'not-found'): `edit` gets the tree and the module as the draft holds it now.
 */
async function onModule({ type, id, ...draft }: ModuleWrite, edit: (tree: EditTree, current: StoredModule) => ReturnType<Edit>) {
  const result = await writeModule({ type, id, ...draft }, edit)
  return answer(result, draft.locale)
}

function writeModule({ type, id, ...draft }: ModuleWrite, edit: (tree: EditTree, current: StoredModule) => ReturnType<Edit>) {
  return writeDraft({
    ...draft,
    edit: (tree) => {
      const current = locate(tree, id)?.module
      return current?.blockType === type ? edit(tree, current) : { ok: false, error: 'not-found' }
    },
  })
}

/**
 * The answer to an update whose module a colleague deleted meanwhile (issue 45): who did, and the
 * place it goes back in, so the modal offers to insert it again with the editor's changes; never a
 * reload, which would throw away what was typed. Null when the module was not in the editor's
 * version either (a plain not-found).
 */
async function goneAnswer(write: ModuleWrite) {
  const draft = await loadDraft(write.payload, write.user, write.locale, write.ref)
  if (!draft) return null
  const removal = await moduleRemoval(write, write.base, write.id, draft.tree)
  if (!removal) return null
  const t = apiTranslator(write.locale)
  const message = removal.by ? t('editor.goneBy', { name: removal.by }) : t('editor.gone')
  // The place is where it goes back into the draft as it is now: a write from there is based on this version.
  return reply({ error: 'gone', message, by: removal.by, place: removal.place, stamp: draft.stamp }, { status: 404 })
}

/**
 * POST /{locale}/pageeditor-api/{module}/{id}/?doc&base: the module's fields replaced (SPEC §7
 * generic update); with `original`, only the fields the editor changed from it, onto the module
 * as the draft holds it now, and a field a colleague changed too is refused with both values.
 */
export const updateModuleRoute = endpoint(
  'updateModule',
  async ({ payload, user, locale, params: { module: type, id }, query: { doc: ref, base }, body: { module, original } }) => {
    // With `original`, the fields changed merge onto the module as it is now, whoever saved since (issue 45).
    const write = { payload, user, locale, ref, base, type, id, ontoCurrent: Boolean(original) }
    const result = await writeModule(write, (tree, current) => {
      let fieldsToWrite = module
      if (original) {
        const merged = mergeModule(original, module, current)
        if (!merged.ok) return { ok: false, error: 'fields', conflicts: merged.conflicts, current }
        fieldsToWrite = merged.values
      }
      return { ...updateModule(tree, id, fieldsToWrite), moduleId: id }
    })
    if (!result.ok && result.code === 'not-found' && original) {
      const gone = await goneAnswer(write)
      if (gone) return gone
    }
    const by = result.ok ? result.mergedOnto?.by : null
    const mergedBy = typeof by === 'number' ? ((await staffNames(payload, [by])).get(by) ?? null) : null
    return answer(result, locale, mergedBy)
  },
)

/** PATCH /{locale}/pageeditor-api/{module}/{id}/?doc&base: move up or down, move to a place (`to`, drag and drop), or duplicate. */
export const patchModuleRoute = endpoint(
  'patchModule',
  ({ payload, user, locale, params: { module: type, id }, query: { doc: ref, base }, body: patch }) =>
    onModule({ payload, user, locale, ref, base, type, id }, (tree) => {
      if (patch.action === 'duplicate') {
        const duplicated = duplicateModule(tree, id, newModuleId)
        return { ...duplicated, moduleId: duplicated.copyId ?? null }
      }
      if (patch.action === 'move')
        return { ...moveModuleTo(tree, id, { section: patch.to.section, column: patch.to.column }, patch.to.index), moduleId: id }
      return { ...moveModule(tree, id, patch.action), moduleId: id }
    }),
)

/** DELETE /{locale}/pageeditor-api/{module}/{id}/?doc&base. */
export const deleteModuleRoute = endpoint(
  'deleteModule',
  ({ payload, user, locale, params: { module: type, id }, query: { doc: ref, base } }) =>
    onModule({ payload, user, locale, ref, base, type, id }, (tree) => removeModule(tree, id)),
)

/** SPEC §7 GET /{locale}/pageeditor-api/user: the logged-in editor (email, username, admin_menus); 401 without a session. */
export const getEditorUserRoute = endpoint('editorUser', async ({ user, locale }) => getEditorUser(user, locale))
