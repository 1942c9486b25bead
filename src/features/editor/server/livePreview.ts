import 'server-only'

import type { CollectionSlug, Payload, TypedUser } from 'payload'

import type { FormField } from '@/cms/blocks/formSchema'
import type { Locale } from '@/i18n/locales'

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

/** `modules` with the module `id` (on the page or in a section's column) given `fields` over its own. */
function overlay(modules: readonly unknown[], id: string, fields: Values): unknown[] {
  return modules.map((entry) => {
    if (typeof entry !== 'object' || entry === null) return entry
    const found = entry as Values
    if (found.id === id) return { ...found, ...fields }
    if (!Array.isArray(found.columns)) return found
    return {
      ...found,
      columns: found.columns.map((column: unknown) =>
        typeof column === 'object' && column !== null && Array.isArray((column as Values).children)
          ? { ...(column as Values), children: overlay((column as Values).children as unknown[], id, fields) }
          : column,
      ),
    }
  })
}

/**
 * The editor's draft modules (as the page's read populated them) with the open module's unsaved
 * fields over them; the same list when nothing is open or the module is not there.
 */
export async function withLivePreview<M>(
  payload: Payload,
  user: TypedUser,
  ref: DocRef,
  locale: Locale,
  modules: readonly M[] | null | undefined,
): Promise<M[] | null | undefined> {
  if (!modules) return modules as M[] | null | undefined
  const preview = await ownPreview(payload, user, ref)
  if (!preview) return [...modules]
  const type = findType(modules, preview.module)
  const form = type ? blockForms()[type] : undefined
  if (!form) return [...modules]
  const fields = await renderable(payload, form.fields, preview.fields, locale)
  // The list is the page's own modules with one module's fields replaced: the same shape it was read in.
  return overlay(modules, preview.module, fields) as M[]
}

function findType(modules: readonly unknown[], id: string): string | null {
  for (const entry of modules) {
    if (typeof entry !== 'object' || entry === null) continue
    const found = entry as Values
    if (found.id === id && typeof found.blockType === 'string') return found.blockType
    if (Array.isArray(found.columns))
      for (const column of found.columns) {
        const children = typeof column === 'object' && column !== null ? (column as Values).children : null
        const found = Array.isArray(children) ? findType(children, id) : null
        if (found) return found
      }
  }
  return null
}

/** The same for an editable section's columns (a detail page's container). */
export async function columnsWithLivePreview<C>(
  payload: Payload,
  user: TypedUser,
  ref: DocRef,
  locale: Locale,
  columns: readonly C[],
): Promise<C[]> {
  const [wrapped] = (await withLivePreview(payload, user, ref, locale, [{ columns }])) ?? []
  return wrapped?.columns ? [...wrapped.columns] : [...columns]
}
