import 'server-only'

import type { Payload, TypedUser } from 'payload'
import { z } from 'zod'

import { moduleBlocks } from '@/cms/blocks'
import { getRequestUser } from '@/lib/auth/identity'
import { isLocale, type Locale } from '@/i18n/locales'
import { checkCsrf } from '@/lib/http/csrf'
import { json, jsonError, parseJsonBody, parseQuery, PRIVATE_NO_STORE } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'

import { slugOfPathName } from '../domain/moduleTypes'
import { mergeModule } from '../domain/merge'
import { duplicateModule, type EditTree, insertModule, locate, moveModule, moveModuleTo, removeModule, updateModule } from '../domain/tree'
import { type DocRef, type EditorFailure, mayEdit, newModule, newModuleId, type Saved, writeDraft } from './documents'

/**
 * SPEC §7 page-editor writes, `/{locale}/pageeditor-api/{module}`: thin adapters from HTTP to the
 * commands in `documents.ts`. Every call refuses a request from another site or without the CSRF
 * header (403), anyone not logged in (401: the edit layer opens its login modal) and anyone who is
 * not staff with the editor role (403). The document is named in the query (`doc=pages:12`,
 * `doc=containers:5`), with `base`, the version of the draft the editor saw.
 */

export const BLOCK_SLUGS: readonly string[] = moduleBlocks.map((block) => block.slug)

const MAX_MODULE_BYTES = 256 * 1024

export type EditorContext = { payload: Payload; user: TypedUser; locale: Locale }

type Guarded = { ok: true; context: EditorContext } | { ok: false; response: Response }

const MESSAGES = {
  conflict: {
    de: 'Diese Seite wurde inzwischen von jemand anderem gespeichert. Bitte neu laden und die Änderung erneut anwenden.',
    en: 'Someone else has saved this page in the meantime. Please reload and apply your change again.',
  },
  edge: { de: 'Das Modul steht schon am Rand und kann nicht weiter verschoben werden.', en: 'The module is already at the edge and cannot move further.' },
  slot: { de: 'Diese Stelle gibt es nicht (mehr). Bitte neu laden.', en: 'This place does not exist (any more). Please reload.' },
  nested: { de: 'Ein Abschnitt mit Spalten kann nicht in einer Spalte stehen.', en: 'A section with columns cannot stand inside a column.' },
  notFound: { de: 'Das Modul oder die Seite gibt es nicht (mehr). Bitte neu laden.', en: 'The module or page does not exist (any more). Please reload.' },
  forbidden: { de: 'Sie dürfen diese Seite nicht bearbeiten.', en: 'You may not edit this page.' },
  fields: {
    de: 'Dasselbe Feld wurde inzwischen von jemand anderem geändert. Bitte wählen Sie, welche Fassung gilt.',
    en: 'Someone else has changed the same field in the meantime. Please choose which version to keep.',
  },
} as const

/** Same origin and CSRF for unsafe calls, then a logged-in editor. */
export async function guardEditor(request: Request, localeParam: string, { unsafe }: { unsafe: boolean }): Promise<Guarded> {
  if (!isLocale(localeParam)) return { ok: false, response: jsonError(404, 'Not Found', PRIVATE_NO_STORE) }
  if (unsafe && !checkCsrf(request)) return { ok: false, response: jsonError(403, 'CSRF token missing or invalid', PRIVATE_NO_STORE) }
  const payload = await getPayloadClient()
  const user = await getRequestUser(payload, request.headers)
  if (!user) return { ok: false, response: jsonError(401, 'Unauthorized', PRIVATE_NO_STORE) }
  if (!mayEdit(user)) return { ok: false, response: jsonError(403, MESSAGES.forbidden[localeParam], PRIVATE_NO_STORE) }
  return { ok: true, context: { payload, user, locale: localeParam } }
}

/**
 * A route handler behind the editor's guard: the handler gets the editor's context and the
 * route's other parameters.
 */
export function editorRoute<P extends Record<string, string> = Record<never, string>>(unsafe: boolean, handler: (request: Request, context: EditorContext, params: P) => Promise<Response>) {
  return async (request: Request, { params }: { params: Promise<P & { locale: string }> }): Promise<Response> => {
    const values = await params
    const guarded = await guardEditor(request, values.locale, { unsafe })
    if (!guarded.ok) return guarded.response
    return handler(request, guarded.context, values)
  }
}

const DOC = /^(pages|containers):([1-9]\d{0,15})$/
const docQuery = z.object({ doc: z.string().regex(DOC, 'must be pages:{id} or containers:{id}') })
const writeQuery = docQuery.extend({ base: z.string().min(1).max(40) })

export function docRefOf(doc: string): DocRef {
  const [, collection, id] = DOC.exec(doc) as RegExpExecArray
  return { collection: collection as DocRef['collection'], id: Number(id) }
}

export function parseDocQuery(request: Request): { ok: true; ref: DocRef } | { ok: false; response: Response } {
  const parsed = parseQuery(docQuery, request.url)
  return parsed.ok ? { ok: true, ref: docRefOf(parsed.data.doc) } : parsed
}

function parseWriteQuery(request: Request): { ok: true; ref: DocRef; base: string } | { ok: false; response: Response } {
  const parsed = parseQuery(writeQuery, request.url)
  return parsed.ok ? { ok: true, ref: docRefOf(parsed.data.doc), base: parsed.data.base } : parsed
}

/** A command's answer as HTTP: the saved version and the backup for undo, or the refusal with its own status. */
export function answer(result: Saved | EditorFailure, locale: Locale): Response {
  if (result.ok) return json({ ok: true, stamp: result.stamp, backup: result.backup, module_id: result.moduleId }, { cache: PRIVATE_NO_STORE })
  switch (result.code) {
    case 'invalid':
      return json({ error: 'invalid', fields: result.fields, message: result.message }, { status: 400, cache: PRIVATE_NO_STORE })
    case 'conflict':
      return json({ error: 'conflict', stamp: result.stamp, message: MESSAGES.conflict[locale] }, { status: 409, cache: PRIVATE_NO_STORE })
    case 'fields':
      return json({ error: 'fields', stamp: result.stamp, conflicts: result.conflicts, current: result.current, message: MESSAGES.fields[locale] }, { status: 409, cache: PRIVATE_NO_STORE })
    case 'edge':
      return json({ error: 'edge', message: MESSAGES.edge[locale] }, { status: 422, cache: PRIVATE_NO_STORE })
    case 'bad-slot':
      return json({ error: 'bad-slot', message: MESSAGES.slot[locale] }, { status: 422, cache: PRIVATE_NO_STORE })
    case 'nested-section':
      return json({ error: 'nested-section', message: MESSAGES.nested[locale] }, { status: 422, cache: PRIVATE_NO_STORE })
    case 'forbidden':
      return jsonError(403, MESSAGES.forbidden[locale], PRIVATE_NO_STORE)
    case 'not-found':
      return json({ error: 'not-found', message: MESSAGES.notFound[locale] }, { status: 404, cache: PRIVATE_NO_STORE })
  }
}

const fields = z.record(z.string().max(100), z.unknown())
const slot = z.object({ section: z.string().max(64).nullable(), column: z.number().int().min(0).max(2).nullable() })
const createBody = z.object({ module: fields, at: slot.extend({ index: z.number().int().min(0).max(10_000) }) })
/** `original`: the module as the editor's form opened with it; then only the fields changed from it are written (issue 24). */
const updateBody = z.object({ module: fields, original: fields.optional() })
const patchBody = z.discriminatedUnion('action', [z.object({ action: z.enum(['up', 'down', 'duplicate']) }), z.object({ action: z.literal('move'), to: slot.extend({ index: z.number().int().min(0).max(10_000) }) })])
const moduleId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a module id')

type ModuleParams = { params: Promise<{ locale: string; module: string; id?: string }> }

async function moduleRequest(request: Request, args: ModuleParams, withId: boolean) {
  const { locale, module, id } = await args.params
  const guarded = await guardEditor(request, locale, { unsafe: true })
  if (!guarded.ok) return guarded
  const type = slugOfPathName(module, BLOCK_SLUGS)
  if (!type) return { ok: false as const, response: jsonError(404, 'Unknown module type', PRIVATE_NO_STORE) }
  const query = parseWriteQuery(request)
  if (!query.ok) return query
  let idValue: string | null = null
  if (withId) {
    const parsed = moduleId.safeParse(id)
    if (!parsed.success) return { ok: false as const, response: jsonError(400, 'id: must be a module id', PRIVATE_NO_STORE) }
    idValue = parsed.data
  }
  return { ok: true as const, ...guarded.context, type, ref: query.ref, base: query.base, id: idValue }
}

/** POST /{locale}/pageeditor-api/{module}/?doc&base: a new module of that type at a place (`at`). */
export async function createModuleRoute(request: Request, args: ModuleParams): Promise<Response> {
  const context = await moduleRequest(request, args, false)
  if (!context.ok) return context.response
  const body = await parseJsonBody(createBody, request, MAX_MODULE_BYTES)
  if (!body.ok) return body.response
  const id = newModuleId()
  const created = newModule(context.type, body.data.module, id)
  const { at } = body.data
  const result = await writeDraft({ ...context, edit: (tree) => ({ ...insertModule(tree, { section: at.section, column: at.column }, at.index, created), moduleId: id }) })
  return answer(result, context.locale)
}

/** The module at this id must be of the type the path names. */
function sameType(type: string, found: { blockType: string } | undefined): boolean {
  return found?.blockType === type
}

/**
 * POST /{locale}/pageeditor-api/{module}/{id}/?doc&base: the module's fields replaced (SPEC §7
 * generic update); with `original`, only the fields the editor changed from it, onto the module
 * as the draft holds it now, and a field a colleague changed too is refused with both values.
 */
export async function updateModuleRoute(request: Request, args: ModuleParams): Promise<Response> {
  const context = await moduleRequest(request, args, true)
  if (!context.ok) return context.response
  // The module and what the form opened with: twice a module's size.
  const body = await parseJsonBody(updateBody, request, 2 * MAX_MODULE_BYTES)
  if (!body.ok) return body.response
  const id = context.id as string
  const result = await writeDraft({
    ...context,
    edit: (tree) => {
      const { module, original } = body.data
      const current = findIn(tree, id)
      if (!sameType(context.type, current)) return { ok: false, error: 'not-found' }
      let fieldsToWrite = module
      if (original && current) {
        const merged = mergeModule(original, module, current)
        if (!merged.ok) return { ok: false, error: 'fields', conflicts: merged.conflicts, current }
        fieldsToWrite = merged.values
      }
      const updated = updateModule(tree, id, fieldsToWrite)
      return { ...updated, moduleId: id }
    },
  })
  return answer(result, context.locale)
}

/** PATCH /{locale}/pageeditor-api/{module}/{id}/?doc&base: move up or down, move to a place (`to`, drag and drop), or duplicate. */
export async function patchModuleRoute(request: Request, args: ModuleParams): Promise<Response> {
  const context = await moduleRequest(request, args, true)
  if (!context.ok) return context.response
  const body = await parseJsonBody(patchBody, request)
  if (!body.ok) return body.response
  const id = context.id as string
  const result = await writeDraft({
    ...context,
    edit: (tree) => {
      if (!sameType(context.type, findIn(tree, id))) return { ok: false, error: 'not-found' }
      const patch = body.data
      if (patch.action === 'duplicate') {
        const duplicated = duplicateModule(tree, id, newModuleId)
        return { ...duplicated, moduleId: duplicated.copyId ?? null }
      }
      if (patch.action === 'move') return { ...moveModuleTo(tree, id, { section: patch.to.section, column: patch.to.column }, patch.to.index), moduleId: id }
      return { ...moveModule(tree, id, patch.action), moduleId: id }
    },
  })
  return answer(result, context.locale)
}

/** DELETE /{locale}/pageeditor-api/{module}/{id}/?doc&base. */
export async function deleteModuleRoute(request: Request, args: ModuleParams): Promise<Response> {
  const context = await moduleRequest(request, args, true)
  if (!context.ok) return context.response
  const id = context.id as string
  const result = await writeDraft({
    ...context,
    edit: (tree) => (sameType(context.type, findIn(tree, id)) ? removeModule(tree, id) : { ok: false, error: 'not-found' }),
  })
  return answer(result, context.locale)
}

function findIn(tree: EditTree, id: string) {
  return locate(tree, id)?.module
}
