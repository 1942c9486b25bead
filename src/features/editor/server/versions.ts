import 'server-only'

import { type Payload, type TypedUser } from 'payload'
import { byLocale, type Locale } from '@/i18n/locales'
import { relationId } from '@/lib/payload/relations'
import { type ModuleChange, versionChanges } from '../domain/history'
import { type EditTree, locate, placeAgain, type Slot, type StoredColumn, type StoredModule } from '../domain/tree'
import {
  type DocRef,
  type EditorFailure,
  type LocalizedVersion,
  mayEdit,
  type Saved,
  treeOf,
  versionTreeIn,
  writeDraft,
  type Input,
} from './documents'

export type VersionEntry = {
  id: string
  updated_at: string
  status: 'draft' | 'published'
  author: string | null
  latest: boolean
  /** The version visitors see now (the newest published one). */
  live: boolean
  /** What it changed against the version before it, in each language. */
  changes: Record<Locale, ModuleChange[]>
}

export type VersionPage = { results: VersionEntry[]; page: number; total_pages: number; total: number; live_id: string | null }

export const VERSIONS_PER_PAGE = 10

type VersionRow = LocalizedVersion & {
  id: string | number
  updatedAt: string
  latest?: boolean
  version: { _status?: string | null; edited_by?: unknown }
}

async function versionRows(
  payload: Payload,
  user: TypedUser,
  ref: DocRef,
  options: { page?: number; limit: number; where?: Record<string, unknown>; oldestFirst?: boolean },
) {
  const content: Record<string, true> = ref.collection === 'pages' ? { modules: true } : { columns: true }
  return payload.findVersions({
    collection: ref.collection,
    where: { and: [{ parent: { equals: ref.id } }, ...(options.where ? [options.where] : [])] },
    sort: options.oldestFirst ? 'updatedAt' : '-updatedAt',
    limit: options.limit,
    page: options.page ?? 1,
    depth: 0,
    locale: 'all',
    user,
    overrideAccess: false,
    select: { updatedAt: true, latest: true, parent: true, version: { _status: true, edited_by: true, ...content } },
  } as Parameters<Payload['findVersions']>[0])
}

/** The version visitors see now: the newest published one, or null when the document was never published. */
export async function liveVersionId({ payload, user, ref }: Omit<Input, 'locale'>): Promise<string | null> {
  const { docs } = await versionRows(payload, user, ref, { limit: 1, where: { 'version._status': { equals: 'published' } } })
  return docs[0] ? String(docs[0].id) : null
}

/**
 * The document's saved versions, newest first, a page at a time: who saved each, whether it is
 * the one visitors see, and what it changed against the one before it in each language.
 */
export async function listVersions({ payload, user, ref }: Input, page = 1): Promise<VersionPage | null> {
  if (!mayEdit(user)) return null
  const found = await versionRows(payload, user, ref, { page, limit: VERSIONS_PER_PAGE })
  const rows = found.docs as unknown as VersionRow[]
  const last = rows[rows.length - 1]
  // The version before the page's oldest, to say what that one changed.
  const older = last
    ? (
        (await versionRows(payload, user, ref, { limit: 1, where: { updatedAt: { less_than: last.updatedAt } } }))
          .docs as unknown as VersionRow[]
      )[0]
    : undefined
  const [names, live] = await Promise.all([
    staffNames(
      payload,
      rows.flatMap((row) => relationId(row.version.edited_by) ?? []),
    ),
    liveVersionId({ payload, user, ref }),
  ])
  const results = rows.map((row, index): VersionEntry => {
    const previous = rows[index + 1] ?? older ?? null
    const author = relationId(row.version.edited_by)
    return {
      id: String(row.id),
      updated_at: row.updatedAt,
      status: row.version._status === 'published' ? 'published' : 'draft',
      author: author === null ? null : (names.get(author) ?? null),
      latest: row.latest === true,
      live: String(row.id) === live,
      changes: byLocale((locale) =>
        versionChanges(previous ? versionTreeIn(ref, previous, locale) : null, versionTreeIn(ref, row, locale)),
      ),
    }
  })
  return { results, page: found.page ?? page, total_pages: found.totalPages, total: found.totalDocs, live_id: live }
}

/** A module gone from the draft while it was being edited: who removed it, and where it goes back in. */
export type Removal = { by: string | null; place: Slot & { index: number } }

/**
 * A module that is gone from the draft (issue 45): who saved the first version without it since the
 * version the editor saw (`base`), and where it would go back into the draft as it is now (its old
 * place, or the end of the page when its section went too); null when the editor's version did not
 * hold it either.
 */
export async function moduleRemoval(
  { payload, user, locale, ref }: Input,
  base: string,
  id: string,
  now: EditTree,
): Promise<Removal | null> {
  const found = await versionRows(payload, user, ref, { limit: 200, oldestFirst: true, where: { updatedAt: { greater_than_equal: base } } })
  const rows = found.docs as unknown as VersionRow[]
  // A save's version is written just after the document (a few milliseconds later): the oldest from `base` on is the one the editor saw.
  const seen = rows[0]
  if (!seen) return null
  const place = placeAgain(versionTreeIn(ref, seen, locale), now, id)
  if (!place) return null
  const removal = rows.find((row) => !locate(versionTreeIn(ref, row, locale), id))
  const author = removal ? relationId(removal.version.edited_by) : null
  const by = author === null ? null : ((await staffNames(payload, [author])).get(author) ?? null)
  return { by, place }
}

/** Staff members' names by id (the version menu's authors): editors may not read the staff list itself, so this read is the server's. */
export async function staffNames(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: unique } },
    pagination: false,
    depth: 0,
    select: { name: true, email: true },
    overrideAccess: true,
  })
  return new Map(docs.map((author) => [author.id, author.name?.trim() || author.email]))
}

export type FoundVersion<T> = { doc: T; updatedAt: string; author: string | null; status: 'draft' | 'published' }

/** A saved version of this document (for the preview), or null when the id is not one of its versions. */
export async function findVersion<T>(
  { payload, user, locale, ref }: Input,
  versionId: string,
  options: {
    depth?: number
    populate?: Record<string, unknown>
    /** Who saved it (one more read); not needed for a restore or a comparison. */ author?: boolean
  } = {},
): Promise<FoundVersion<T> | null> {
  try {
    const version = await payload.findVersionByID({
      collection: ref.collection,
      id: versionId,
      locale,
      fallbackLocale: false,
      depth: options.depth ?? 0,
      user,
      overrideAccess: false,
      ...(options.populate ? { populate: options.populate } : {}),
    } as Parameters<Payload['findVersionByID']>[0])
    if (relationId(version.parent) !== ref.id) return null
    const data = version.version as unknown as T & { edited_by?: unknown; _status?: string | null }
    const authorId = relationId(data.edited_by)
    const author = authorId === null || options.author === false ? null : ((await staffNames(payload, [authorId])).get(authorId) ?? null)
    return { doc: data, updatedAt: version.updatedAt, author, status: data._status === 'published' ? 'published' : 'draft' }
  } catch {
    return null
  }
}

/**
 * Restores a version's modules in the editor's language into the draft (issue 24: like every
 * write, checked against the editor's version and undoable with the backup it answers); the
 * public sees them once the editor publishes.
 */
export async function restoreVersionToDraft(input: Input & { base: string; versionId: string }): Promise<Saved | EditorFailure> {
  if (!mayEdit(input.user)) return { ok: false, code: 'forbidden' }
  const found = await findVersion<{ modules?: StoredModule[] | null; columns?: StoredColumn[] | null }>(input, input.versionId, {
    author: false,
  })
  if (!found) return { ok: false, code: 'not-found' }
  const tree = treeOf(input.ref, found.doc)
  return writeDraft({ ...input, edit: () => ({ ok: true, tree }) })
}
