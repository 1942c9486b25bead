import 'server-only'

import { endpoint } from '@/api/endpoint'
import { HttpError, reply } from '@/api/replies'
import { apiTranslator } from '@/i18n/translator'
import { readMultipart } from '@/lib/http/multipart'

import { customerOf } from '@/lib/auth/roles'
import { cachedForm, MAX_TEMP_FILE_BYTES, storeTempFile, submitEntry, TEMP_FILE_TYPES } from './forms'
import { HONEYPOT } from '../domain/entry'
import { isOneOf } from '@/lib/types/guards'
import { statusOf } from '@/lib/payload/errors'

/** SPEC §7 GET /{locale}/api/forms/{id}/: the form's definition; 404 for a form the public may not see. */
export const getForm = endpoint('form', async ({ locale, params: { id } }) => {
  const form = await cachedForm(locale, id)
  if (!form) throw new HttpError(404, 'Not Found')
  return form
})

/**
 * SPEC §7 POST /{locale}/api/temp-files/ (multipart `file`, CSRF): a file for a form, checked for
 * size and type before anything is stored, kept a day unless an entry claims it. Answers the
 * file's claim token, name and size.
 */
export const postTempFile = endpoint('tempFile', async ({ request, locale, payload }) => {
  const t = apiTranslator(locale)
  const refuse = (key: 'tooLarge' | 'type' | 'missing', status: number) =>
    reply({ error: key, message: t(`formUpload.${key}`, { max: MAX_TEMP_FILE_BYTES / 1024 / 1024 }) }, { status })
  const read = await readMultipart(request, MAX_TEMP_FILE_BYTES + 64 * 1024)
  if (!read.ok && read.problem === 'not-multipart') return refuse('missing', 415)
  if (!read.ok && read.problem === 'too-large') return refuse('tooLarge', 413)
  if (!read.ok) throw new HttpError(400, 'Malformed multipart body')
  const { form } = read
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) return refuse('missing', 400)
  if (file.size > MAX_TEMP_FILE_BYTES) return refuse('tooLarge', 413)
  if (!isOneOf(TEMP_FILE_TYPES, file.type)) return refuse('type', 415)
  try {
    const stored = await storeTempFile(payload, {
      data: Buffer.from(await file.arrayBuffer()),
      mimetype: file.type,
      name: file.name.replace(/[^\w.-]+/g, '-').slice(-120) || 'upload',
      size: file.size,
    })
    return reply(stored, { status: 201 })
  } catch (error) {
    // Payload checks the content against the declared type: a file that is not what it claims.
    if (statusOf(error) === 400) return refuse('type', 415)
    throw error
  }
})

/**
 * SPEC §7 POST /{locale}/api/forms-entries/ (form, field_values; CSRF): same origin and token, ten
 * entries per address in 15 minutes, the honeypot (a filled one is answered like a success and
 * stores nothing), then the form's rules; unknown fields, wrong types and oversized values answer
 * 400 with the errors by field and store nothing.
 */
export const postFormEntry = endpoint('formEntry', async ({ locale, payload, body, user }) => {
  if (body[HONEYPOT]) return reply({ ok: true, message: null }, { status: 201 })
  const result = await submitEntry(payload, locale, body.form, body.field_values, customerOf(user)?.id ?? null)
  if (result.ok) return reply({ ok: true, message: result.message }, { status: 201 })
  if (result.code === 'not-found') throw new HttpError(404, 'Form not found')
  throw new HttpError(400, 'invalid', {
    message: apiTranslator(locale)('formEntry.invalid'),
    fields: result.errors,
  })
})
