import type { Block, Field } from 'payload'
import { isRecord, prop } from '@/lib/types/guards'

/**
 * The inline editor's form of a module, derived from the block's Payload config (DESIGN §7): the
 * same declaration the renderer and the back office use, so a field is declared once. The result
 * is plain data (no functions), handed to the edit layer in the browser. Validation stays on the
 * server, where Payload runs each field's own `validate` on save.
 */

export type Label = { de: string; en: string }
export type Choice = { value: string; label: Label }
export type MediaKind = 'image' | 'video' | 'audio' | 'any'

type Common = { name: string; label: Label; required: boolean; help: Label | null; defaultValue?: unknown }

export type FormField =
  | (Common & { kind: 'text' | 'textarea' | 'code'; maxLength: number | null })
  | (Common & { kind: 'number'; min: number | null; max: number | null })
  | (Common & { kind: 'checkbox' })
  | (Common & { kind: 'date' })
  | (Common & { kind: 'select'; options: Choice[]; hasMany: boolean })
  | (Common & { kind: 'upload'; media: MediaKind })
  | (Common & { kind: 'relationship'; relationTo: string[]; hasMany: boolean; minRows: number | null; maxRows: number | null })
  | (Common & { kind: 'richText' })
  | (Common & { kind: 'array'; fields: FormField[]; minRows: number | null; maxRows: number | null; rowLabel: Label })
  | (Common & { kind: 'blocks'; blocks: BlockForm[]; minRows: number | null; maxRows: number | null })

export type BlockForm = { type: string; label: Label; fields: FormField[] }

/** Fields the edit layer manages itself rather than through the form: a section's columns. */
const MANAGED: Record<string, readonly string[]> = { section: ['columns'] }

type Labelish = unknown

/** A Payload label (a string, or one per language) in both of our languages. */
export function labelOf(value: Labelish, fallback: string): Label {
  if (typeof value === 'string' && value !== '') return { de: value, en: value }
  if (isRecord(value)) {
    const de = typeof value.de === 'string' ? value.de : null
    const en = typeof value.en === 'string' ? value.en : null
    if (de || en) return { de: de ?? en ?? fallback, en: en ?? de ?? fallback }
  }
  return { de: fallback, en: fallback }
}

function mediaOf(filter: unknown): MediaKind {
  const contains = prop(prop(filter, 'mimeType'), 'contains')
  if (contains === 'image/') return 'image'
  if (contains === 'video/') return 'video'
  if (contains === 'audio/') return 'audio'
  return 'any'
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

function common(field: Field & { name: string }): Common {
  const description = prop(prop(field, 'admin'), 'description')
  const defaultValue = prop(field, 'defaultValue')
  return {
    name: field.name,
    label: labelOf(prop(field, 'label'), field.name),
    required: prop(field, 'required') === true,
    help: description === undefined || typeof description === 'function' ? null : labelOf(description, ''),
    ...(defaultValue === undefined || typeof defaultValue === 'function' ? {} : { defaultValue }),
  }
}

/** The form fields of a list of Payload fields; layout-only fields (rows, collapsibles, unnamed tabs) are flattened. */
export function formFields(fields: readonly Field[], skip: readonly string[] = []): FormField[] {
  return fields.flatMap((field): FormField[] => {
    if (field.type === 'row' || field.type === 'collapsible') return formFields(field.fields, skip)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : formFields(tab.fields, skip)))
    // `blockName` is the back office's label of a block row, not content.
    if (!('name' in field) || skip.includes(field.name) || field.name === 'blockName') return []
    if (prop(prop(field, 'admin'), 'hidden') === true || prop(field, 'hidden') === true) return []
    const base = common(field)
    switch (field.type) {
      case 'text':
        return [{ ...base, kind: 'text', maxLength: numberOrNull(field.maxLength) }]
      case 'email':
        return [{ ...base, kind: 'text', maxLength: null }]
      case 'textarea':
        return [{ ...base, kind: 'textarea', maxLength: numberOrNull(field.maxLength) }]
      case 'code':
        return [{ ...base, kind: 'code', maxLength: null }]
      case 'number':
        return [{ ...base, kind: 'number', min: numberOrNull(field.min), max: numberOrNull(field.max) }]
      case 'checkbox':
        return [{ ...base, kind: 'checkbox' }]
      case 'date':
        return [{ ...base, kind: 'date' }]
      case 'select':
      case 'radio':
        return [
          {
            ...base,
            kind: 'select',
            hasMany: field.type === 'select' && field.hasMany === true,
            options: field.options.map((option) =>
              typeof option === 'string'
                ? { value: option, label: { de: option, en: option } }
                : { value: option.value, label: labelOf(option.label, option.value) },
            ),
          },
        ]
      case 'upload':
        return [{ ...base, kind: 'upload', media: mediaOf(field.filterOptions) }]
      case 'relationship': {
        return [
          {
            ...base,
            kind: 'relationship',
            relationTo: Array.isArray(field.relationTo) ? [...field.relationTo] : [field.relationTo],
            hasMany: field.hasMany === true,
            minRows: numberOrNull(prop(field, 'minRows')),
            maxRows: numberOrNull(prop(field, 'maxRows')),
          },
        ]
      }
      case 'richText':
        return [{ ...base, kind: 'richText' }]
      case 'array':
        return [
          {
            ...base,
            kind: 'array',
            fields: formFields(field.fields),
            minRows: numberOrNull(field.minRows),
            maxRows: numberOrNull(field.maxRows),
            rowLabel: labelOf(prop(field.labels, 'singular'), field.name),
          },
        ]
      case 'blocks':
        return [
          {
            ...base,
            kind: 'blocks',
            blocks: (field.blocks as Block[]).map((block) => blockForm(block)),
            minRows: numberOrNull(field.minRows),
            maxRows: numberOrNull(field.maxRows),
          },
        ]
      default:
        return []
    }
  })
}

/** The edit form of one block. */
export function blockForm(block: Block): BlockForm {
  return {
    type: block.slug,
    label: labelOf(block.labels?.singular, block.slug),
    fields: formFields(block.fields, MANAGED[block.slug] ?? []),
  }
}

/** A new module of this form: its declared defaults, empty lists for lists. */
export function emptyModule(form: BlockForm): Record<string, unknown> {
  const values: Record<string, unknown> = { blockType: form.type }
  for (const field of form.fields) {
    if (field.defaultValue !== undefined) values[field.name] = field.defaultValue
    else if (field.kind === 'array' || field.kind === 'blocks') values[field.name] = []
  }
  return values
}
