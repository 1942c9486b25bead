import { isRecord } from '@/lib/types/guards'

/**
 * The modules of an editable document as Payload stores them (depth 0: uploads and related
 * documents as ids, rich text as Lexical JSON), and the edits the inline editor makes to them.
 * Pure: every function returns a new tree and never changes its argument.
 *
 * Two kinds of document hold modules:
 * - a page: a list of modules, where a section module holds columns of modules;
 * - a container (an editable section of a detail page): columns of modules.
 * A slot names one list: the page's own list, a column of a section, or a column of a container.
 */

export type StoredModule = { id?: string | null; blockType: string; [field: string]: unknown }
export type StoredColumn = { id?: string | null; index?: number | null; classes?: string | null; children?: StoredModule[] | null }

export type EditTree = { kind: 'page'; modules: StoredModule[] } | { kind: 'container'; columns: StoredColumn[] }

/** One list of modules: the page's own (`section` and `column` null), a section's column, or a container's column (`section` null). */
export type Slot = { section: string | null; column: number | null }

export const PAGE_SLOT: Slot = { section: null, column: null }

export type Located = { slot: Slot; index: number; module: StoredModule }

export type TreeError = 'not-found' | 'bad-slot' | 'edge' | 'nested-section'

export type TreeResult = { ok: true; tree: EditTree } | { ok: false; error: TreeError }

/** Section layouts (SPEC §3) and how many columns each has. */
export const LAYOUT_COLUMNS = { '100': 1, '67-33': 2, '33-67': 2, '50-50': 2, '33-33-33': 3, '25-50-25': 3 } as const
export type Layout = keyof typeof LAYOUT_COLUMNS

function clone(tree: EditTree): EditTree {
  return structuredClone(tree)
}

type Section = StoredModule & { columns?: StoredColumn[] | null }

function isSection(module: StoredModule): module is Section {
  return module.blockType === 'section'
}

function isLayout(value: unknown): value is Layout {
  return typeof value === 'string' && value in LAYOUT_COLUMNS
}

/** The list of a module `locate` found: it is there, or the tree changed under the caller. */
function listOf(tree: EditTree, found: { slot: Slot }): StoredModule[] {
  const list = listAt(tree, found.slot)
  if (!list) throw new Error('a located module has a list')
  return list
}

/** The list a slot names inside `tree` (the same array, so callers on a clone may change it), or null. */
function listAt(tree: EditTree, slot: Slot): StoredModule[] | null {
  if (tree.kind === 'container') {
    if (slot.section !== null || slot.column === null) return null
    const column = tree.columns[slot.column]
    if (!column) return null
    column.children ??= []
    return column.children
  }
  if (slot.section === null) return slot.column === null ? tree.modules : null
  if (slot.column === null) return null
  const section = tree.modules.filter(isSection).find((module) => module.id === slot.section)
  const column = section?.columns?.[slot.column]
  if (!column) return null
  column.children ??= []
  return column.children
}

/** Every slot of the tree, in reading order. */
export function slotsOf(tree: EditTree): Slot[] {
  if (tree.kind === 'container') return tree.columns.map((_, column) => ({ section: null, column }))
  const slots: Slot[] = [PAGE_SLOT]
  for (const entry of tree.modules) {
    if (isSection(entry) && entry.id) (entry.columns ?? []).forEach((_, column) => slots.push({ section: entry.id ?? null, column }))
  }
  return slots
}

/** Where the module with this id stands. */
export function locate(tree: EditTree, id: string): Located | null {
  for (const slot of slotsOf(tree)) {
    const list = listAt(tree, slot) ?? []
    const index = list.findIndex((module) => module.id === id)
    const found = list[index]
    if (found) return { slot, index, module: found }
  }
  return null
}

/**
 * Where a module that stood in `before` goes back into `tree` (issue 45: a colleague deleted it
 * while it was being edited): its old list at its old index, or the end of the document's own list
 * when that list is gone too (its section was deleted); null when `before` did not hold it.
 */
export function placeAgain(before: EditTree, tree: EditTree, id: string): (Slot & { index: number }) | null {
  const found = locate(before, id)
  if (!found) return null
  if (listAt(clone(tree), found.slot)) return { ...found.slot, index: found.index }
  const own = tree.kind === 'page' ? PAGE_SLOT : { section: null, column: 0 }
  return { ...own, index: tree.kind === 'page' ? tree.modules.length : (tree.columns[0]?.children?.length ?? 0) }
}

/** Every module of the tree, sections' columns included, in reading order. */
export function allModules(tree: EditTree): StoredModule[] {
  return slotsOf(tree).flatMap((slot) => listAt(tree, slot) ?? [])
}

/** Inserts `module` into a slot at `index` (clamped to the list). A section stands only in a page's own list. */
export function insertModule(tree: EditTree, slot: Slot, index: number, module: StoredModule): TreeResult {
  const next = clone(tree)
  const list = listAt(next, slot)
  if (!list) return { ok: false, error: 'bad-slot' }
  if (isSection(module) && (next.kind === 'container' || slot.section !== null)) return { ok: false, error: 'nested-section' }
  list.splice(Math.max(0, Math.min(index, list.length)), 0, module)
  return { ok: true, tree: next }
}

/**
 * Replaces a module's fields, keeping its id and type; a section keeps its columns (the editor
 * changes them through the layout, see `withLayout`).
 */
export function updateModule(tree: EditTree, id: string, fields: Record<string, unknown>): TreeResult {
  const next = clone(tree)
  const found = locate(next, id)
  if (!found) return { ok: false, error: 'not-found' }
  const list = listOf(next, found)
  const { id: _id, blockType: _type, columns: _columns, ...rest } = fields
  const updated: StoredModule = { ...rest, id, blockType: found.module.blockType }
  if (isSection(found.module)) {
    const layout = isLayout(rest.layout) ? rest.layout : isLayout(found.module.layout) ? found.module.layout : '100'
    updated.columns = withLayout(found.module.columns ?? [], layout)
  }
  list[found.index] = updated
  return { ok: true, tree: next }
}

/**
 * A section's columns for a layout: existing columns are kept in order; missing ones are added
 * empty with `classes`; surplus columns' modules move into the last remaining column, so changing
 * the layout never loses a module.
 */
export function withLayout(columns: readonly StoredColumn[], layout: Layout, classes = 'medium-10 xlarge-6'): StoredColumn[] {
  const count = LAYOUT_COLUMNS[layout]
  const kept = columns.slice(0, count).map((column) => ({ ...column, children: [...(column.children ?? [])] }))
  while (kept.length < count) kept.push({ index: kept.length, classes, children: [] })
  const surplus = columns.slice(count).flatMap((column) => column.children ?? [])
  const last = kept.at(-1)
  if (last) last.children = [...(last.children ?? []), ...surplus]
  return kept.map((column, index) => ({ ...column, index }))
}

export function removeModule(tree: EditTree, id: string): TreeResult {
  const next = clone(tree)
  const found = locate(next, id)
  if (!found) return { ok: false, error: 'not-found' }
  listOf(next, found).splice(found.index, 1)
  return { ok: true, tree: next }
}

/** Moves a module one place up or down inside its list; at the list's edge nothing moves ('edge'). */
export function moveModule(tree: EditTree, id: string, direction: 'up' | 'down'): TreeResult {
  const next = clone(tree)
  const found = locate(next, id)
  if (!found) return { ok: false, error: 'not-found' }
  const list = listOf(next, found)
  const target = direction === 'up' ? found.index - 1 : found.index + 1
  if (target < 0 || target >= list.length) return { ok: false, error: 'edge' }
  const other = list[target]
  if (!other) return { ok: false, error: 'edge' }
  ;[list[found.index], list[target]] = [other, found.module]
  return { ok: true, tree: next }
}

/** A deep copy of a module with fresh ids for it and everything inside it (rows of arrays, nested modules). */
export function copyWithNewIds(module: StoredModule, newId: () => string): StoredModule {
  const renew = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(renew)
    if (!isRecord(value)) return value
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) out[key] = key === 'id' && typeof inner === 'string' ? newId() : renew(inner)
    // Rich text (Lexical) has no `id` keys of its own, so it is copied unchanged.
    return out
  }
  return { ...(renew(module) as StoredModule), id: newId() }
}

/** Puts a copy of the module (fresh ids) right after it. */
export function duplicateModule(tree: EditTree, id: string, newId: () => string): TreeResult & { copyId?: string } {
  const found = locate(tree, id)
  if (!found) return { ok: false, error: 'not-found' }
  const copy = copyWithNewIds(found.module, newId)
  const result = insertModule(tree, found.slot, found.index + 1, copy)
  return result.ok ? { ...result, copyId: copy.id ?? undefined } : result
}

/**
 * Moves a module to another place (issue 24, drag and drop): into any list of the document, at
 * `index` of that list as it stands without the module. A section moves only within the page's
 * own list; a module never moves into itself.
 */
export function moveModuleTo(tree: EditTree, id: string, slot: Slot, index: number): TreeResult {
  const found = locate(tree, id)
  if (!found) return { ok: false, error: 'not-found' }
  if (slot.section === id) return { ok: false, error: 'nested-section' }
  const removed = removeModule(tree, id)
  if (!removed.ok) return removed
  const moved = insertModule(removed.tree, slot, index, found.module)
  if (!moved.ok) return moved
  const before = JSON.stringify(tree)
  return JSON.stringify(moved.tree) === before ? { ok: false, error: 'edge' } : moved
}
