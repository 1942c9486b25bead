import 'server-only'

import type { CollectionSlug, Payload, TypedUser } from 'payload'

import type { FormField } from '@/cms/blocks/formSchema'
import type { Locale } from '@/i18n/locales'

import { type EditTree, locate, type StoredColumn, type StoredModule, updateModule } from '../domain/tree'
import type { DocRef } from './documents'
import { ownPreview } from './presence'
import { blockForms } from './publishing'

/**
 * The live preview (issue 45): while an edit modal is open, the fields it changed are said with the
 * presence call (the editor's own session), and the editor's page renders the module with them over
 * the draft, through the site's own module components, so text, style options, layouts and pictures
 * show as they will once saved. Only that editor's page reads their session: colleagues and the
 * public see the draft and the published page as before.
 */

type Values = Record<string, unknown>

/** A picture or a document as the page's own read gives it (populated), from the id the form holds. */
async function populated(payload: Payload, collection: string, id: unknown, locale: Locale): Promise<unknown> {
  if (typeof id !== 'number') return id
  try {
    return await payload.findByID({ collection: collection as CollectionSlug, id, depth: 1, locale, overrideAccess: true })
  } catch {
    return null
  }
}

/** A relationship value as the form holds it (`id`, `{ relationTo, value }`) populated like the page's read. */
async function relation(payload: Payload, field: Extract<FormField, { kind: 'relationship' }>, value: unknown, locale: Locale) {
  if (typeof value === 'object' && value !== null && 'relationTo' in value && 'value' in value && typeof value.relationTo === 'string')
    return { relationTo: value.relationTo, value: await populated(payload, value.relationTo, value.value, locale) }
  const [only] = field.relationTo
  return only && field.relationTo.length === 1 ? populated(payload, only, value, locale) : value
}

/** The changed values made renderable: pictures and documents populated, rows walked through. */
async function renderable(payload: Payload, fields: readonly FormField[], values: Values, locale: Locale): Promise<Values> {
  const result: Values = { ...values }
  for (const field of fields) {
    const value = values[field.name]
    if (value === undefined || value === null) continue
    if (field.kind === 'upload') result[field.name] = await populated(payload, 'media', value, locale)
    else if (field.kind === 'relationship')
      result[field.name] = Array.isArray(value)
        ? await Promise.all(value.map((entry: unknown) => relation(payload, field, entry, locale)))
        : await relation(payload, field, value, locale)
    else if (field.kind === 'array' && Array.isArray(value))
      result[field.name] = await Promise.all(
        value.map((row: unknown) =>
          typeof row === 'object' && row !== null ? renderable(payload, field.fields, row as Values, locale) : row,
        ),
      )
  }
  return result
}

/**
 * The tree with the open module's unsaved fields over it (the tree's own edit, so a section's new
 * layout previews with its columns); the same tree when nothing is open or the module is not there.
 */
async function previewed(payload: Payload, user: TypedUser, ref: DocRef, locale: Locale, tree: EditTree): Promise<EditTree> {
  const preview = await ownPreview(payload, user, ref)
  const found = preview ? locate(tree, preview.module) : null
  const form = found ? blockForms()[found.module.blockType] : undefined
  if (!preview || !found || !form) return tree
  const fields = await renderable(payload, form.fields, preview.fields, locale)
  const updated = updateModule(tree, preview.module, { ...found.module, ...fields })
  return updated.ok ? updated.tree : tree
}

/** The editor's draft modules (as the page's read populated them) with the open module's unsaved fields over them. */
export async function withLivePreview<M>(
  payload: Payload,
  user: TypedUser,
  ref: DocRef,
  locale: Locale,
  modules: readonly M[] | null | undefined,
): Promise<M[] | null | undefined> {
  if (!modules) return modules as M[] | null | undefined
  // The page's own modules, populated: the tree's shape with more in it, handed back in the shape it was read in.
  const tree = await previewed(payload, user, ref, locale, { kind: 'page', modules: [...modules] as StoredModule[] })
  return tree.kind === 'page' ? (tree.modules as M[]) : [...modules]
}

/** The same for an editable section's columns (a detail page's container). */
export async function columnsWithLivePreview<C>(
  payload: Payload,
  user: TypedUser,
  ref: DocRef,
  locale: Locale,
  columns: readonly C[],
): Promise<C[]> {
  const tree = await previewed(payload, user, ref, locale, { kind: 'container', columns: [...columns] as StoredColumn[] })
  return tree.kind === 'container' ? (tree.columns as C[]) : [...columns]
}
