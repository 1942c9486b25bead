import { plainTextFromRichText } from '@/lib/richtext/fromParagraphs'

import type { EditTree, StoredModule } from './tree'

/**
 * Issue 24, versions as a history: what one saved version changed against the one before it,
 * module by module (added, changed, moved, removed), and a few words of a module to recognise it
 * by. Pure; the server reads the versions.
 */

export type ChangeKind = 'added' | 'changed' | 'moved' | 'removed'

/** One field a version changed in a module (issue 45): its name and its text before and after, shortened around the change. */
export type FieldChange = { field: string; before: string; after: string }

export type ModuleChange = { kind: ChangeKind; id: string; type: string; excerpt: string; fields: FieldChange[] }

/** The text of a Lexical rich-text value on one line. */
export function richTextPlain(value: unknown): string {
  return plainTextFromRichText(value).replace(/\s+/g, ' ').trim()
}

/** Whether a stored value leaves a field empty: never set, null, blank, an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  return Array.isArray(value) && value.length === 0
}

/** The words of a text field (tags of an HTML one aside, on one line) or of a rich-text field. */
function fieldWords(value: unknown): string {
  if (typeof value !== 'string') return richTextPlain(value)
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Fields whose text names a module best, in order. */
const NAMING_FIELDS = [
  'headline',
  'content',
  'text',
  'link_text',
  'title',
  'question',
  'author',
  'preline',
  'video_url',
  'embed',
  'html_code',
  'hubspot_id',
]

/** A few words of a module (its headline, text or address), at most `max` characters; empty when it holds no text. */
export function excerptOf(module: StoredModule, max = 80): string {
  for (const key of NAMING_FIELDS) {
    const value = module[key]
    const text = fieldWords(value)
    if (text) return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
  }
  for (const key of ['children', 'items', 'logos']) {
    const value = module[key]
    if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && value[0] !== null) {
      const first = excerptOf(value[0] as StoredModule, max)
      if (first) return first
    }
  }
  return ''
}

/**
 * Every text a module holds in the named fields (`textFields`: its form's text, textarea and rich
 * text fields), rows included, a paragraph each: what the editor typed, to copy when the module
 * is gone (issue 45).
 */
export function moduleText(module: Record<string, unknown>, textFields: readonly string[]): string {
  const names = new Set(textFields)
  const texts: string[] = []
  const visit = (value: Record<string, unknown>) => {
    for (const [key, entry] of Object.entries(value)) {
      if (Array.isArray(entry))
        entry.forEach((row: unknown) => typeof row === 'object' && row !== null && visit(row as Record<string, unknown>))
      else if (names.has(key)) {
        const text = fieldWords(entry)
        if (text) texts.push(text)
      }
    }
  }
  visit(module)
  return texts.join('\n\n')
}

/** A stored value as words: text, rich text, a number or a yes/no, a list's entries; an id (a picture, a page) as itself. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return fieldWords(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value))
    return value
      .map((entry: unknown) => (typeof entry === 'object' && entry !== null ? excerptOf(entry as StoredModule, 60) : valueText(entry)))
      .filter(Boolean)
      .join(' · ')
  const rich = richTextPlain(value)
  if (rich) return rich
  return typeof value === 'object' && 'id' in value ? valueText(value.id) : ''
}

/**
 * Two texts shortened to at most `max` characters each around where they differ (what they share
 * before and after it becomes "…"), so "Karl Valentin → K. Valentin" reads at a glance even in a
 * long paragraph.
 */
export function aroundChange(before: string, after: string, max: number): { before: string; after: string } {
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  let end = 0
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end++
  // Keep a few words of context, from a word's start.
  const context = 12
  const from = Math.max(0, before.lastIndexOf(' ', Math.max(0, start - context)) + 1)
  const cut = (text: string) => {
    const stop = Math.min(text.length, Math.max(text.length - end + context, from + max))
    const piece = text.slice(from, stop)
    const short = piece.length > max ? `${piece.slice(0, max - 1).trimEnd()}…` : piece
    return `${from > 0 ? '…' : ''}${short}${stop < text.length && piece.length <= max ? '…' : ''}`
  }
  return { before: cut(before), after: cut(after) }
}

/** The fields `after` changed against `before` (a section's columns aside: they count as modules), each shortened around the change. */
export function fieldChanges(before: StoredModule, after: StoredModule, max = 60): FieldChange[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  const changes: FieldChange[] = []
  for (const key of keys) {
    if (key === 'id' || key === 'blockType' || key === 'columns') continue
    const old = before[key]
    const now = after[key]
    if (JSON.stringify(old ?? null) === JSON.stringify(now ?? null)) continue
    if (isEmptyValue(old) && isEmptyValue(now)) continue
    changes.push({ field: key, ...aroundChange(valueText(old), valueText(now), max) })
  }
  return changes
}

/** A module's own fields as text (a section's columns count as their own modules). */
export function ownContent(module: StoredModule): string {
  const { columns: _columns, ...own } = module
  return JSON.stringify(own)
}

/** Where each module stands: its list and its place in reading order. */
function positions(tree: EditTree): Map<string, { list: string; order: number; module: StoredModule }> {
  const found = new Map<string, { list: string; order: number; module: StoredModule }>()
  const visit = (modules: StoredModule[], list: string) => {
    for (const entry of modules) {
      if (!entry.id) continue
      found.set(entry.id, { list, order: found.size, module: entry })
      const columns = (entry.columns as { children?: StoredModule[] | null }[] | undefined) ?? []
      columns.forEach((column, index) => visit(column.children ?? [], `${entry.id}:${index}`))
    }
  }
  if (tree.kind === 'page') visit(tree.modules, 'page')
  else tree.columns.forEach((column, index) => visit(column.children ?? [], `column:${index}`))
  return found
}

/** `list[index]`, which the caller knows is there. */
function at(list: readonly number[], index: number): number {
  const value = list[index]
  if (value === undefined) throw new RangeError(`no entry ${index}`)
  return value
}

/** The indexes (into `values`) of one longest strictly increasing run, in order. */
function longestIncreasing(values: number[]): Set<number> {
  const tails: number[] = []
  const previous: number[] = new Array<number>(values.length).fill(-1)
  values.forEach((value, index) => {
    let low = 0
    let high = tails.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (at(values, at(tails, middle)) < value) low = middle + 1
      else high = middle
    }
    if (low > 0) previous[index] = at(tails, low - 1)
    tails[low] = index
  })
  const kept = new Set<number>()
  let index = tails.at(-1) ?? -1
  while (index >= 0) {
    kept.add(index)
    index = at(previous, index)
  }
  return kept
}

/**
 * What `after` changed against `before` (null: the first version), each module named by its
 * first `words` characters. A module that stayed but left its list, or left the order the others
 * kept, counts as moved; one both moved and edited counts as changed.
 */
export function versionChanges(before: EditTree | null, after: EditTree, words = 60): ModuleChange[] {
  const old = before ? positions(before) : new Map<string, { list: string; order: number; module: StoredModule }>()
  const now = positions(after)
  const changes: ModuleChange[] = []
  const entry = (kind: ChangeKind, module: StoredModule, was?: StoredModule): ModuleChange => ({
    kind,
    id: module.id ?? '',
    type: module.blockType,
    excerpt: excerptOf(module, words),
    fields: was ? fieldChanges(was, module) : [],
  })
  const kept = [...now.entries()].filter(([id]) => old.has(id))
  const order = kept.map(([id]) => old.get(id)?.order ?? 0)
  const inOrder = longestIncreasing(order)
  kept.forEach(([id, place], index) => {
    const was = old.get(id)
    if (!was) return
    if (ownContent(was.module) !== ownContent(place.module)) changes.push(entry('changed', place.module, was.module))
    else if (was.list !== place.list || !inOrder.has(index)) changes.push(entry('moved', place.module))
  })
  for (const [id, place] of now) if (!old.has(id)) changes.push(entry('added', place.module))
  for (const [id, place] of old) if (!now.has(id)) changes.push(entry('removed', place.module))
  return changes
}
