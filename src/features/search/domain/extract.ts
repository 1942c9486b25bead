import type { Field } from 'payload'

import { plainTextFromRichText } from '@/lib/richtext/fromParagraphs'

/**
 * The words a visitor reads on a document, found through its collection's field config (so a new
 * module or field is searchable without a list to keep): every text, textarea and rich-text field,
 * also inside tabs, groups, rows, arrays and modules. Technical text (addresses, classes, anchors,
 * embeds, HTML, ids) and sharing metadata are left out.
 */
const TECHNICAL =
  /(^|_)(url|urls|link|class|classes|extra_class|anchor|embed|html|code|hubspot|id|jet|slug|path|style|theme|icon|color|target|og|meta)(_|$)/

type Data = Record<string, unknown>

function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function textOf(field: Field & { name: string }, value: unknown): string[] {
  if (field.type === 'richText') {
    const text = plainTextFromRichText(value)
    return text ? [text] : []
  }
  return typeof value === 'string' && value.trim() ? [value] : []
}

/** The text of `data` under `fields`, in the order of the fields; `skip` names top-level fields to leave out. */
export function fieldText(fields: readonly Field[], data: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  if (!isData(data)) return []
  const out: string[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        out.push(...('name' in tab && tab.name ? fieldText(tab.fields, data[tab.name]) : fieldText(tab.fields, data, skip)))
      continue
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      out.push(...fieldText(field.fields, data, skip))
      continue
    }
    if (!('name' in field) || skip.has(field.name) || TECHNICAL.test(field.name)) continue
    const value = data[field.name]
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText':
        out.push(...textOf(field, value))
        break
      case 'group':
        out.push(...fieldText(field.fields, value))
        break
      case 'array':
        if (Array.isArray(value)) for (const row of value) out.push(...fieldText(field.fields, row))
        break
      case 'blocks':
        if (Array.isArray(value)) {
          for (const row of value) {
            const block = isData(row) ? field.blocks.find((candidate) => candidate.slug === row.blockType) : undefined
            if (block) out.push(...fieldText(block.fields, row))
          }
        }
        break
      default:
        break
    }
  }
  return out
}

/** A short plain summary: the first text, cut at a word within `max` characters. */
export function summaryOf(texts: readonly string[], max = 200): string {
  const text =
    texts
      .find((candidate) => candidate.trim())
      ?.replace(/\s+/g, ' ')
      .trim() ?? ''
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}
