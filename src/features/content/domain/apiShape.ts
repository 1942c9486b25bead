/**
 * SPEC §3's shape of modules in the page-editor API, from the blocks Payload stores:
 * - `blockType` becomes `type` (Payload's `blockName` is an admin label and is dropped);
 * - an upload becomes its id under its own name, with `<name>_obj` (url, alt, size) and
 *   `<name>_thumbnails` (the URL of each image size) beside it, as SPEC's Image module has
 *   `image`, `image_obj`, `image_thumbnails`;
 * - any other related document (a linked page, a venue, articles) becomes its id, so the answer
 *   carries no more of another document than its reference;
 * - nested modules (section columns, list children) are shaped the same way.
 */

export type ApiValue = string | number | boolean | null | ApiValue[] | { [key: string]: ApiValue }
export type ApiModule = { [key: string]: ApiValue } & { type: string }

export type Upload = { id: number | string; url?: string | null; alt?: string | null; width?: number | null; height?: number | null; mimeType?: string | null; filename?: string | null; sizes?: Record<string, { url?: string | null } | undefined> | null }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An upload has a filename and a MIME type; nothing else Payload returns has both. */
function isUpload(value: Record<string, unknown>): value is Upload & Record<string, unknown> {
  return 'id' in value && typeof value.filename === 'string' && typeof value.mimeType === 'string'
}

/**
 * A populated document of another collection: its id is a number (SQLite and PostgreSQL), or it
 * carries timestamps. Rows of arrays and blocks have string ids and no timestamps; rich text has no id.
 */
function isDocument(value: Record<string, unknown>): value is { id: number | string } & Record<string, unknown> {
  return typeof value.id === 'number' || (typeof value.id === 'string' && typeof value.createdAt === 'string')
}

/** SPEC §3 `image_obj`: what a client needs to show an upload. */
export function uploadObject(upload: Upload): ApiValue {
  return { id: upload.id, url: upload.url ?? null, alt: upload.alt ?? '', width: upload.width ?? null, height: upload.height ?? null, mime_type: upload.mimeType ?? null }
}

/** SPEC §3 `image_thumbnails`: the generated sizes by name. */
export function uploadThumbnails(upload: Upload): ApiValue {
  return Object.fromEntries(Object.entries(upload.sizes ?? {}).flatMap(([name, size]) => (size?.url ? [[name, size.url]] : [])))
}

function shape(value: unknown): ApiValue {
  if (value === undefined || value === null) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.map(shape)
  if (!isRecord(value)) return null
  if (isUpload(value) || isDocument(value)) return value.id
  if (typeof value.blockType === 'string') return apiModule({ ...value, blockType: value.blockType })
  return shapeFields(value)
}

function shapeFields(record: Record<string, unknown>): { [key: string]: ApiValue } {
  const out: { [key: string]: ApiValue } = {}
  for (const [key, value] of Object.entries(record)) {
    if (key === 'blockType' || key === 'blockName' || value === undefined) continue
    out[key] = shape(value)
    if (isRecord(value) && isUpload(value)) {
      out[`${key}_obj`] = uploadObject(value)
      out[`${key}_thumbnails`] = uploadThumbnails(value)
    }
  }
  return out
}

/** One stored module in SPEC §3's shape. */
export function apiModule<B extends { blockType: string }>(block: B): ApiModule {
  return { type: block.blockType, ...shapeFields({ ...block }) }
}

export function apiModules<B extends { blockType: string }>(blocks: readonly B[] | null | undefined): ApiModule[] {
  return (blocks ?? []).map(apiModule)
}
