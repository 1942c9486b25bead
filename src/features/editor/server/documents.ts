import 'server-only'

import { randomBytes } from 'node:crypto'

import { getLocalI18n, type Payload, type TypedUser } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { exclusive, LOCK_SPACES } from '@/lib/db/lock'
import type { Locale } from '@/i18n/locales'
import { apiTranslator } from '@/i18n/translator'

import type { FieldConflict } from '../domain/merge'
import {
  copyWithNewIds,
  type EditTree,
  type StoredColumn,
  LAYOUT_COLUMNS,
  type Layout,
  locate,
  type Slot,
  type StoredModule,
  type TreeError,
  type TreeResult,
  withLayout,
} from '../domain/tree'
import { payloadFieldErrors } from '@/lib/payload/errors'
import { relationId } from '@/lib/payload/relations'

/**
 * The inline editor's commands (CONVENTIONS §8): each takes `{payload, user, …}` and returns a
 * Result; the route handlers only map it to a status. Every write reads the editor's draft, checks
 * that it is still the version the editor saw (`base`), changes it with a pure tree edit and saves
 * it as a draft through Payload with the editor as user, so access rules, field validation (in the
 * editor's language) and versions are Payload's own. The public keeps the published version until
 * the editor publishes.
 */

export type EditableCollection = 'pages' | 'containers'
export type DocRef = { collection: EditableCollection; id: number }

export type FieldErrors = Record<string, string>

export type EditorFailure =
  | { ok: false; code: 'not-found' }
  | { ok: false; code: 'forbidden' }
  | { ok: false; code: 'conflict'; stamp: string }
  | { ok: false; code: 'invalid'; fields: FieldErrors; message: string }
  | { ok: false; code: 'fields'; conflicts: FieldConflict[]; current: StoredModule; stamp: string }
  | { ok: false; code: Exclude<TreeError, 'not-found'> }

/**
 * A saved write. `mergedOnto` is the version it was merged onto when a colleague had saved since the
 * editor's (a module's update merges field by field, issue 45): who saved it, to say so.
 */
export type Saved = { ok: true; stamp: string; backup: EditTree; moduleId: string | null; mergedOnto?: { by: number | null } }

/** The draft as the edit layer needs it: its modules, version and status, title, and whether visitors may see it at all (`is_online`). */
export type Loaded = {
  ref: DocRef
  tree: EditTree
  stamp: string
  status: 'draft' | 'published'
  title: string | null
  online: boolean
  /** The staff member who saved the draft last. */
  editedBy: number | null
}

/** The modules of a page or a container in one locale, as stored. */
type StoredModules = { modules?: StoredModule[] | null; columns?: StoredColumn[] | null }

type StoredDoc = StoredModules & {
  updatedAt: string
  _status?: 'draft' | 'published' | null
  title?: string | null
  is_online?: boolean | null
  edited_by?: unknown
}

/** A saved version with its modules in every locale (`findVersions` with `locale: 'all'`). */
export type LocalizedVersion = {
  version: { modules?: Partial<Record<Locale, StoredModule[] | null>>; columns?: Partial<Record<Locale, StoredColumn[] | null>> }
}

/** A new id for a module or row, in the shape Payload gives them (24 hex digits). */
export function newModuleId(): string {
  return randomBytes(12).toString('hex')
}

/** The tree a document (or one of its versions) holds: a page's modules or a container's columns. */
export function treeOf(ref: DocRef, doc: StoredModules): EditTree {
  return ref.collection === 'pages' ? { kind: 'page', modules: doc.modules ?? [] } : { kind: 'container', columns: doc.columns ?? [] }
}

/** The tree of a saved version in one locale. */
export function versionTreeIn(ref: DocRef, row: LocalizedVersion, locale: Locale): EditTree {
  return treeOf(ref, { modules: row.version.modules?.[locale], columns: row.version.columns?.[locale] })
}

function dataOf(tree: EditTree): Record<string, unknown> {
  return tree.kind === 'page' ? { modules: tree.modules } : { columns: tree.columns }
}

/**
 * Runs a read-check-write of a document while no other runs on it, on this server or any other
 * (issue 28: a database lock on PostgreSQL, lib/db/lock.ts), so no save can slip between another's
 * version check and its save.
 */
export function exclusiveOn<T>(ref: DocRef, run: () => Promise<T>): Promise<T> {
  return exclusive({ space: LOCK_SPACES[ref.collection], id: ref.id }, run)
}

/** Only staff editors (and admins) edit; everyone else is refused before anything is read. */
export function mayEdit(user: TypedUser | null): user is TypedUser {
  return hasRole(user, 'editor')
}

/** The editor's draft of a document in a locale (its modules as stored), or null when there is none. */
export async function loadDraft(payload: Payload, user: TypedUser, locale: Locale, ref: DocRef): Promise<Loaded | null> {
  try {
    const doc = (await payload.findByID({
      collection: ref.collection,
      id: ref.id,
      locale,
      fallbackLocale: false,
      depth: 0,
      draft: true,
      user,
      overrideAccess: false,
    })) as unknown as StoredDoc
    return {
      ref,
      tree: treeOf(ref, doc),
      stamp: doc.updatedAt,
      status: doc._status === 'published' ? 'published' : 'draft',
      title: doc.title?.trim() || null,
      online: doc.is_online !== false,
      editedBy: relationId(doc.edited_by),
    }
  } catch {
    return null
  }
}

/** Where a module stands as a Payload field path ('modules.2', 'modules.0.columns.1.children.3', 'columns.0.children.1'). */
export function modulePath(tree: EditTree, id: string): string | null {
  const found = locate(tree, id)
  if (!found) return null
  const { slot, index } = found
  if (tree.kind === 'container') return `columns.${slot.column}.children.${index}`
  if (slot.section === null) return `modules.${index}`
  const sectionIndex = tree.modules.findIndex((module) => module.id === slot.section)
  return `modules.${sectionIndex}.columns.${slot.column}.children.${index}`
}

/** Payload's refusal as errors at the edited module's fields (paths relative to it), the rest as one message. */
export function fieldErrorsFor(
  errors: { path: string; message: string }[],
  prefix: string | null,
  locale: Locale,
): { fields: FieldErrors; message: string } {
  const fields: FieldErrors = {}
  const elsewhere: string[] = []
  for (const { path, message } of errors) {
    if (prefix && path.startsWith(`${prefix}.`)) fields[path.slice(prefix.length + 1)] ??= message
    else elsewhere.push(`${path}: ${message}`)
  }
  const t = apiTranslator(locale)
  const message = elsewhere.length > 0 ? t('editor.otherModule', { problems: elsewhere.join('; ') }) : t('editor.notSaved')
  return { fields, message }
}

/** A merge that met a colleague's change to the same field (issue 24): nothing is written. */
export type FieldsRefused = { ok: false; error: 'fields'; conflicts: FieldConflict[]; current: StoredModule }

export type Edit = (tree: EditTree) => (TreeResult | FieldsRefused) & { moduleId?: string | null }

type WriteInput = {
  payload: Payload
  user: TypedUser
  locale: Locale
  ref: DocRef
  base: string
  edit: Edit
  /** The edit applies to the draft as it is now, whoever saved since `base` (it merges by itself: a module's fields). */
  ontoCurrent?: boolean
}

/**
 * Applies one edit to the editor's draft: refused when the draft changed since `base` (someone
 * else saved: 'conflict', with the current version; unless the edit merges onto it, `ontoCurrent`),
 * when the edit does not fit the tree, or when
 * Payload's validation refuses the result ('invalid', errors at the fields of the edited module in
 * the editor's language). The answer carries the draft as it was before, for the undo stack.
 */
export async function writeDraft({ payload, user, locale, ref, base, edit, ontoCurrent }: WriteInput): Promise<Saved | EditorFailure> {
  if (!mayEdit(user)) return { ok: false, code: 'forbidden' }
  return exclusiveOn(ref, async () => {
    const loaded = await loadDraft(payload, user, locale, ref)
    if (!loaded) return { ok: false, code: 'not-found' }
    const stale = loaded.stamp !== base
    if (stale && !ontoCurrent) return { ok: false, code: 'conflict', stamp: loaded.stamp }
    const result = edit(loaded.tree)
    if (!result.ok && result.error === 'fields')
      return { ok: false, code: 'fields', conflicts: result.conflicts, current: result.current, stamp: loaded.stamp }
    if (!result.ok) return { ok: false, code: result.error }
    const moduleId = result.moduleId ?? null
    try {
      const i18n = await getLocalI18n({ config: payload.config, language: locale })
      const saved = (await payload.update({
        collection: ref.collection,
        id: ref.id,
        locale,
        fallbackLocale: false,
        data: dataOf(result.tree),
        draft: true,
        depth: 0,
        user,
        overrideAccess: false,
        req: { i18n, t: i18n.t },
      })) as unknown as StoredDoc
      return { ok: true, stamp: saved.updatedAt, backup: loaded.tree, moduleId, ...(stale ? { mergedOnto: { by: loaded.editedBy } } : {}) }
    } catch (error) {
      const errors = payloadFieldErrors(error)
      if (!errors) throw error
      return { ok: false, code: 'invalid', ...fieldErrorsFor(errors, moduleId ? modulePath(result.tree, moduleId) : null, locale) }
    }
  })
}

/**
 * A module as the editor sent it, made storable: its type, the id the command gives it, fresh ids
 * for every row inside it (a module copied from the other language must not reuse that language's
 * row ids: rows of localized blocks share one table), a section's columns from its layout.
 */
export function newModule(type: string, fields: Record<string, unknown>, id: string): StoredModule {
  const { id: _id, blockType: _type, columns: _columns, ...rest } = fields
  const created: StoredModule = { ...copyWithNewIds({ ...rest, blockType: type }, newModuleId), id, blockType: type }
  if (type === 'section') {
    const layout = (typeof rest.layout === 'string' && rest.layout in LAYOUT_COLUMNS ? rest.layout : '100') as Layout
    created.layout = layout
    created.columns = withLayout([], layout)
  }
  return created
}

export type { Slot }

export type Input = { payload: Payload; user: TypedUser; locale: Locale; ref: DocRef }
