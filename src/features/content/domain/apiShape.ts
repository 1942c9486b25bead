import { moduleBlocks } from '@/cms/blocks'
import { type FormField, formFields } from '@/cms/blocks/formSchema'

/**
 * SPEC §3's shape of modules in the page-editor API, from the blocks Payload stores, field by field
 * as each block's config declares them (the declaration the renderer, the back office and the
 * inline editor share):
 * - `blockType` becomes `type` (Payload's `blockName` is an admin label and is dropped);
 * - an upload becomes its id under its own name, with `<name>_obj` (url, alt, size) and
 *   `<name>_thumbnails` (the URL of each image size) beside it, as SPEC's Image module has
 *   `image`, `image_obj`, `image_thumbnails`;
 * - a relationship (a linked page, a venue, articles) becomes its id(s), so the answer carries no
 *   more of another document than its reference;
 * - nested modules (section columns, list children) are shaped the same way.
 */

export type ApiValue = string | number | boolean | null | ApiValue[] | { [key: string]: ApiValue }
export type ApiModule = { [key: string]: ApiValue } & { type: string }

export type Upload = {
  id: number | string
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  filename?: string | null
  sizes?: Record<string, { url?: string | null } | undefined> | null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isUpload(value: unknown): value is Upload {
  return isRecord(value) && 'id' in value
}

/** A relationship's id, populated or not. */
function idOf(value: unknown): ApiValue {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (isRecord(value) && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id
  return null
}

/** SPEC §3 `image_obj`: what a client needs to show an upload. */
export function uploadObject(upload: Upload): ApiValue {
  return {
    id: upload.id,
    url: upload.url ?? null,
    alt: upload.alt ?? '',
    width: upload.width ?? null,
    height: upload.height ?? null,
    mime_type: upload.mimeType ?? null,
  }
}

/** SPEC §3 `image_thumbnails`: the generated sizes by name. */
export function uploadThumbnails(upload: Upload): ApiValue {
  return Object.fromEntries(Object.entries(upload.sizes ?? {}).flatMap(([name, size]) => (size?.url ? [[name, size.url]] : [])))
}

/** Each block's fields as declared in its config (a section's columns included), derived once. */
let declared: Record<string, FormField[]> | null = null
function fieldsOf(type: string): FormField[] {
  declared ??= Object.fromEntries(moduleBlocks.map((block) => [block.slug, formFields(block.fields)]))
  return declared[type] ?? []
}

function shapeField(field: FormField, value: unknown, out: { [key: string]: ApiValue }): void {
  switch (field.kind) {
    case 'upload':
      out[field.name] = idOf(value)
      if (isUpload(value)) {
        out[`${field.name}_obj`] = uploadObject(value)
        out[`${field.name}_thumbnails`] = uploadThumbnails(value)
      }
      return
    case 'relationship':
      out[field.name] = Array.isArray(value) ? value.map(idOf) : idOf(value)
      return
    case 'blocks':
      out[field.name] = Array.isArray(value)
        ? value.flatMap((child) =>
            isRecord(child) && typeof child.blockType === 'string' ? [apiModule({ ...child, blockType: child.blockType })] : [],
          )
        : []
      return
    case 'array':
      out[field.name] = Array.isArray(value)
        ? value.map((row, index) => (isRecord(row) ? shapeFields(row, field.fields, index) : null))
        : []
      return
    default:
      // Text, numbers, choices, dates, rich text (Payload's Lexical JSON) as stored.
      out[field.name] = (value ?? null) as ApiValue
  }
}

/** A record's declared fields that it holds (its row id too); undeclared keys such as `blockName` are left out. */
function shapeFields(record: Record<string, unknown>, fields: FormField[], index?: number): { [key: string]: ApiValue } {
  const out: { [key: string]: ApiValue } = {}
  if (typeof record.id === 'string') out.id = record.id
  for (const field of fields) {
    if (record[field.name] === undefined) continue
    shapeField(field, record[field.name], out)
  }
  // A section's columns carry their position (SPEC §3 column index).
  if (index !== undefined && 'index' in out && out.index === null) out.index = index
  return out
}

/** One stored module in SPEC §3's shape. */
export function apiModule<B extends { blockType: string }>(block: B): ApiModule {
  return { type: block.blockType, ...shapeFields({ ...block }, fieldsOf(block.blockType)) }
}

export function apiModules<B extends { blockType: string }>(blocks: readonly B[] | null | undefined): ApiModule[] {
  return (blocks ?? []).map(apiModule)
}
