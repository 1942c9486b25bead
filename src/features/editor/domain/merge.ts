import { isEmptyValue } from './history'
import type { StoredModule } from './tree'
import { isRecord } from '@/lib/types/guards'

/**
 * Issue 24, field-level merge: an editor's change to a module is applied onto the current draft
 * field by field. Only the fields the editor changed (their value differs from the one the modal
 * opened with) are written; every other field keeps the draft's current value, so a colleague's
 * change to another field survives. When the colleague changed the same field to something else,
 * the field is a conflict: nothing is written and both values go back to the editor to choose.
 * Pure; the server runs it inside the document's write queue (decision 019).
 */

export type FieldConflict = { field: string; mine: unknown; theirs: unknown }

export type Merged = { ok: true; values: Record<string, unknown>; changed: string[] } | { ok: false; conflicts: FieldConflict[] }

/** Fields a module holds that are not the editor's to change here. */
const MANAGED = new Set(['id', 'blockType', 'columns'])

/** A value in one spelling: object keys sorted, empty values as null. */
function canonical(value: unknown): unknown {
  // Empty values compare alike: a field never set, set to null, or emptied in the form.
  if (isEmptyValue(value)) return null
  if (Array.isArray(value)) return value.map(canonical)
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .flatMap((key) => {
          const inner = canonical(value[key])
          return inner === null ? [] : [[key, inner]]
        }),
    )
  }
  return value
}

/** Whether two stored values mean the same (key order and empty spellings aside). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

/** A module's own fields (without its id and type), as the edit form holds them. */
export function moduleFields(module: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, blockType: _type, ...fields } = module
  return fields
}

/** The fields whose value the editor changed from what the modal opened with. */
export function changedFields(original: Record<string, unknown>, mine: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(original), ...Object.keys(mine)])
  return [...names].filter((name) => !MANAGED.has(name) && !sameValue(original[name], mine[name])).sort()
}

/**
 * The editor's changes (`mine` against `original`, what the modal opened with) applied onto
 * `theirs`, the module as the draft holds it now. A field both changed, to different values, is a
 * conflict; a field both changed to the same value is not.
 */
export function mergeModule(original: Record<string, unknown>, mine: Record<string, unknown>, theirs: StoredModule): Merged {
  const changed = changedFields(original, mine)
  const conflicts: FieldConflict[] = []
  const values: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(theirs)) if (!MANAGED.has(name)) values[name] = value
  for (const name of changed) {
    const current = theirs[name]
    if (sameValue(current, original[name]) || sameValue(current, mine[name])) values[name] = mine[name]
    else conflicts.push({ field: name, mine: mine[name], theirs: current })
  }
  return conflicts.length > 0 ? { ok: false, conflicts } : { ok: true, values, changed }
}
