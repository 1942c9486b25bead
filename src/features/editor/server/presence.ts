import 'server-only'

import type { Payload, TypedUser } from 'payload'

import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/payload/relations'

import type { DocRef } from './documents'

/** The edit layer says it is open every 20 seconds; after a minute of silence an editor has left. */
export const PRESENCE_INTERVAL_MS = 20_000
const PRESENT_FOR_MS = 60_000
const FORGET_AFTER_MS = 10 * 60_000

/** A colleague on the document: the module whose modal they have open (or null), and whether it holds unsaved changes. */
export type OtherEditor = { name: string; locale: string; module: string | null; dirty: boolean }

/** What this editor has open: a module's modal (its id), with or without unsaved changes, and those changes for their own live preview. */
export type OpenModule = { module: string | null; dirty: boolean; preview?: Record<string, unknown> | null }

/**
 * Records that `user` has the editor open on `ref` (and which module's modal, `open`) and answers
 * the other staff members who had it open within the last minute, with theirs (beyond SPEC: two editors on one page see each other). Stored in the
 * database, so every app instance answers alike; stale rows are removed on the way.
 */
export async function editorsOn({
  payload,
  user,
  locale,
  ref,
  open = { module: null, dirty: false },
  now = new Date(),
}: {
  payload: Payload
  user: TypedUser
  locale: Locale
  ref: DocRef
  open?: OpenModule
  now?: Date
}): Promise<OtherEditor[]> {
  const doc = `${ref.collection}:${ref.id}`
  const mine = await payload.find({
    collection: 'editing-sessions',
    where: { and: [{ doc: { equals: doc } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const seen_at = now.toISOString()
  const state = {
    seen_at,
    locale,
    module: open.module,
    dirty: open.module !== null && open.dirty,
    preview: open.module !== null ? (open.preview ?? null) : null,
  }
  if (mine.docs[0])
    await payload.update({ collection: 'editing-sessions', id: mine.docs[0].id, data: state, depth: 0, overrideAccess: true })
  else
    await payload.create({
      collection: 'editing-sessions',
      data: { doc, user: user.id as number, ...state },
      depth: 0,
      overrideAccess: true,
    })
  await payload.delete({
    collection: 'editing-sessions',
    where: { seen_at: { less_than: new Date(now.getTime() - FORGET_AFTER_MS).toISOString() } },
    overrideAccess: true,
  })

  const recent = await payload.find({
    collection: 'editing-sessions',
    where: {
      and: [
        { doc: { equals: doc } },
        { user: { not_equals: user.id } },
        { seen_at: { greater_than: new Date(now.getTime() - PRESENT_FOR_MS).toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const ids = [...new Set(recent.docs.flatMap((row) => relationId(row.user) ?? []))]
  if (ids.length === 0) return []
  const staff = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { name: true, email: true },
    overrideAccess: true,
  })
  const names = new Map(staff.docs.map((member) => [member.id, member.name?.trim() || member.email]))
  return recent.docs.flatMap((row) => {
    const id = relationId(row.user)
    const name = id === null ? undefined : names.get(id)
    return name ? [{ name, locale: row.locale, module: row.module ?? null, dirty: row.dirty === true }] : []
  })
}

/**
 * The unsaved fields of the module this editor has open on `ref`, for their own live preview (issue
 * 45): what the modal changed, as last said by the presence call; null when nothing is open.
 */
export async function ownPreview(
  payload: Payload,
  user: TypedUser,
  ref: DocRef,
): Promise<{ module: string; fields: Record<string, unknown> } | null> {
  const { docs } = await payload.find({
    collection: 'editing-sessions',
    where: { and: [{ doc: { equals: `${ref.collection}:${ref.id}` } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = docs[0]
  const fields = row?.preview
  if (!row?.module || typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null
  return { module: row.module, fields: fields as Record<string, unknown> }
}
