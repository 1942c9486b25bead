import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { clientAddress, type Limit, LIMITS } from '@/features/security/domain/limits'
import { refuseWhenLimited } from '@/features/security/server/rateLimit'
import { isLocale, type Locale } from '@/i18n/locales'
import { checkCsrf } from '@/lib/http/csrf'
import { json, jsonError, parseJsonBody, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/lib/http/json'
import { readMultipart } from '@/lib/http/multipart'
import { getPayloadClient } from '@/lib/payload/client'
import { parseId } from '@/lib/routing/ids'

import { HONEYPOT } from '../domain/entry'
import { cachedForm, MAX_TEMP_FILE_BYTES, storeTempFile, submitEntry, TEMP_FILE_TYPES } from './forms'

type LocaleContext = { params: Promise<{ locale: string }> }

/** SPEC §7 GET /{locale}/api/forms/{id}/: the form's definition; 404 for a form the public may not see. */
export async function getForm(_request: Request, context: { params: Promise<{ locale: string; id: string }> }): Promise<Response> {
  const { locale, id: raw } = await context.params
  const id = parseId(raw)
  if (!isLocale(locale) || id === null) return jsonError(404, 'Not Found')
  const form = await cachedForm(locale, id)
  if (!form) return jsonError(404, 'Not Found')
  return json(form, { cache: PUBLIC_CACHE })
}

const UPLOAD_MESSAGES = {
  tooLarge: { de: 'Die Datei ist zu groß (höchstens 10 MB).', en: 'The file is too large (10 MB at most).' },
  type: { de: 'Bitte ein Bild (JPEG, PNG, WebP) oder ein PDF hochladen.', en: 'Please upload an image (JPEG, PNG, WebP) or a PDF.' },
  missing: { de: 'Bitte eine Datei wählen.', en: 'Please choose a file.' },
} as const

/** Both public writes: a known language, the CSRF token, then the per-address limit. */
async function guardPublicWrite(request: Request, context: LocaleContext, limit: Limit): Promise<{ ok: true; locale: Locale; payload: Payload } | { ok: false; response: Response }> {
  const { locale } = await context.params
  if (!isLocale(locale)) return { ok: false, response: jsonError(404, 'Not Found') }
  if (!checkCsrf(request)) return { ok: false, response: jsonError(403, 'CSRF token missing or invalid') }
  const payload = await getPayloadClient()
  const limited = await refuseWhenLimited(payload, request, [[limit, clientAddress(request.headers)]])
  return limited ? { ok: false, response: limited } : { ok: true, locale, payload }
}

/**
 * SPEC §7 POST /{locale}/api/temp-files/ (multipart `file`, CSRF): a file for a form, checked for
 * size and type before anything is stored, kept a day unless an entry claims it. Answers the
 * file's claim token, name and size.
 */
export async function postTempFile(request: Request, context: LocaleContext): Promise<Response> {
  const guarded = await guardPublicWrite(request, context, LIMITS.formUploadPerClient)
  if (!guarded.ok) return guarded.response
  const { locale, payload } = guarded
  const refuse = (key: keyof typeof UPLOAD_MESSAGES, status: number) => json({ error: key, message: UPLOAD_MESSAGES[key][locale] }, { status, cache: PRIVATE_NO_STORE })
  const read = await readMultipart(request, MAX_TEMP_FILE_BYTES + 64 * 1024)
  if (!read.ok && read.problem === 'not-multipart') return refuse('missing', 415)
  if (!read.ok && read.problem === 'too-large') return refuse('tooLarge', 413)
  if (!read.ok) return jsonError(400, 'Malformed multipart body', PRIVATE_NO_STORE)
  const { form } = read
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) return refuse('missing', 400)
  if (file.size > MAX_TEMP_FILE_BYTES) return refuse('tooLarge', 413)
  if (!(TEMP_FILE_TYPES as readonly string[]).includes(file.type)) return refuse('type', 415)
  try {
    const stored = await storeTempFile(payload, { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type, name: file.name.replace(/[^\w.-]+/g, '-').slice(-120) || 'upload', size: file.size })
    return json(stored, { status: 201, cache: PRIVATE_NO_STORE })
  } catch (error) {
    // Payload checks the content against the declared type: a file that is not what it claims.
    if ((error as { status?: number } | null)?.status === 400) return refuse('type', 415)
    throw error
  }
}

const entryBody = z.object({
  form: z.number().int().positive(),
  field_values: z.record(z.string().max(64), z.union([z.string().max(10_000), z.boolean(), z.array(z.string().max(300)).max(50)])),
  [HONEYPOT]: z.string().max(500).optional(),
})

const ENTRY_MESSAGES = { invalid: { de: 'Bitte die markierten Felder prüfen.', en: 'Please check the marked fields.' } } as const

/**
 * SPEC §7 POST /{locale}/api/forms-entries/ (form, field_values; CSRF): same origin and token, ten
 * entries per address in 15 minutes, the honeypot (a filled one is answered like a success and
 * stores nothing), then the form's rules; unknown fields, wrong types and oversized values answer
 * 400 with the errors by field and store nothing.
 */
export async function postFormEntry(request: Request, context: LocaleContext): Promise<Response> {
  const guarded = await guardPublicWrite(request, context, LIMITS.formEntryPerClient)
  if (!guarded.ok) return guarded.response
  const { locale, payload } = guarded
  const body = await parseJsonBody(entryBody, request, 64 * 1024)
  if (!body.ok) return body.response
  if (body.data[HONEYPOT]) return json({ ok: true, message: null }, { status: 201, cache: PRIVATE_NO_STORE })
  const result = await submitEntry(payload, locale, body.data.form, body.data.field_values)
  if (result.ok) return json({ ok: true, message: result.message }, { status: 201, cache: PRIVATE_NO_STORE })
  if (result.code === 'not-found') return jsonError(404, 'Form not found', PRIVATE_NO_STORE)
  return json({ error: 'invalid', message: ENTRY_MESSAGES.invalid[locale], fields: result.errors }, { status: 400, cache: PRIVATE_NO_STORE })
}
