import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cache/cachedRead'
import { cacheTags } from '@/lib/cache/tags'
import { env } from '@/lib/env'
import { escapeHtml, siteOrigin } from '@/lib/mail/texts'
import { getPayloadClient } from '@/cms/client'
import type { Form } from '@/payload-types'

import { checkEntry, DATE_RANGES, FILE_TYPE, type FieldType, type FormDefinition, formMessage } from '../domain/entry'

/**
 * Forms (SPEC §3, §7): the definition a form page renders, temporary files uploaded from it, and
 * entries. Entries and files are written by the server only (the collections refuse API writes),
 * after the entry has met its form's rules; editors read them in the back office.
 */

/** SPEC-sized limits of a file sent with a form: images and PDFs up to 10 MB. */
export const MAX_TEMP_FILE_BYTES = 10 * 1024 * 1024
export const TEMP_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const
/** An uploaded file not attached to an entry within a day is removed. */
export const TEMP_FILE_TTL_MS = 24 * 60 * 60 * 1000

export function formDefinition(form: Form): FormDefinition {
  return {
    id: form.id,
    title: form.title,
    intro: form.intro ?? null,
    submit_text: form.submit_text ?? null,
    success_message: form.success_message ?? null,
    fields: (form.fields ?? []).map((field, index) => ({
      id: field.id ?? `${form.id}-${index}`,
      label: field.label,
      slug: field.slug,
      field_type: Number(field.field_type ?? '1') as FieldType,
      required: field.required === true,
      visible: field.visible !== false,
      choices: (field.choices ?? []).map((choice) => ({ value: choice.value, label: choice.label })),
      default: field.default ?? null,
      placeholder_text: field.placeholder_text ?? null,
      help_text: field.help_text ?? null,
      date_range: DATE_RANGES.find((range) => range === field.date_range) ?? 'any',
      min_age: typeof field.min_age === 'number' && field.min_age > 0 ? field.min_age : null,
    })),
  }
}

/** A form the public may see (online), in a language, as stored. */
async function findFormDoc(payload: Payload, locale: Locale, id: number): Promise<Form | null> {
  const { docs } = await payload.find({
    collection: 'forms',
    locale,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** SPEC §7 GET /{locale}/api/forms/{id}/: a form the public may see (online), in a language. */
export async function findForm(payload: Payload, locale: Locale, id: number): Promise<FormDefinition | null> {
  const doc = await findFormDoc(payload, locale, id)
  return doc ? formDefinition(doc) : null
}

export const cachedForm = cachedRead(
  'forms:definition',
  async (locale: Locale, id: number) => findForm(await getPayloadClient(), locale, id),
  {
    tags: [cacheTags.list('forms')],
    revalidate: 60,
  },
)

function signature(id: number): string {
  return createHmac('sha256', env().PAYLOAD_SECRET).update(`temp-file:${id}`).digest('base64url').slice(0, 32)
}

/** The claim a visitor gets for an uploaded file: its id with the server's signature, so nobody can attach another visitor's file. */
export function fileToken(id: number): string {
  return `${id}.${signature(id)}`
}

/** The file id a claim names, when the signature is the server's. */
export function fileIdOf(token: string): number | null {
  const [raw, given] = token.split('.')
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id < 1 || !given) return null
  const expected = Buffer.from(signature(id))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null
}

/** Removes uploaded files that no entry claimed within their day. */
export async function removeExpiredTempFiles(payload: Payload, now = new Date()): Promise<void> {
  await payload.delete({
    collection: 'temp-files',
    where: { and: [{ used: { not_equals: true } }, { expires_at: { less_than: now.toISOString() } }] },
    overrideAccess: true,
  })
}

/** Stores an uploaded file for a day and answers its claim. */
export async function storeTempFile(
  payload: Payload,
  file: { data: Buffer; mimetype: string; name: string; size: number },
  now = new Date(),
): Promise<{ token: string; name: string; size: number }> {
  await removeExpiredTempFiles(payload, now)
  const created = await payload.create({
    collection: 'temp-files',
    data: { expires_at: new Date(now.getTime() + TEMP_FILE_TTL_MS).toISOString(), used: false },
    file,
    depth: 0,
    overrideAccess: true,
  })
  return { token: fileToken(created.id), name: created.filename ?? file.name, size: file.size }
}

export type EntryResult =
  | { ok: true; message: string | null; id: number }
  | { ok: false; code: 'not-found' }
  | { ok: false; code: 'invalid'; errors: Record<string, string> }

/**
 * SPEC §7 POST /{locale}/api/forms-entries/: the entry checked against its form; files claimed by
 * their tokens must still be there and unclaimed. Stores the entry, marks its files used and
 * notifies the form's recipient. Nothing is stored when anything is refused.
 */
export async function submitEntry(
  payload: Payload,
  locale: Locale,
  formId: number,
  raw: Record<string, unknown>,
  /** The customer who sent it while logged in: their data export lists it, deleting the account deletes it (issue 46). */
  customerId: number | null = null,
  now = new Date(),
): Promise<EntryResult> {
  const doc = await findFormDoc(payload, locale, formId)
  if (!doc) return { ok: false, code: 'not-found' }
  const form = formDefinition(doc)
  const checked = checkEntry(form, raw, locale)
  if (!checked.ok) return { ok: false, code: 'invalid', errors: checked.errors }
  const fileFields = form.fields.filter((field) => field.field_type === FILE_TYPE && typeof checked.values[field.slug] === 'string')
  const files: { slug: string; id: number; name: string }[] = []
  const release = async () => {
    for (const file of files)
      await payload.update({ collection: 'temp-files', id: file.id, data: { used: false }, depth: 0, overrideAccess: true })
  }
  for (const field of fileFields) {
    const id = fileIdOf(checked.values[field.slug] as string)
    // Claimed by one conditional write: of two entries sending the same file at once, one gets it.
    const claimed =
      id === null
        ? []
        : (
            await payload.update({
              collection: 'temp-files',
              where: {
                and: [{ id: { equals: id } }, { used: { not_equals: true } }, { expires_at: { greater_than_equal: now.toISOString() } }],
              },
              data: { used: true },
              depth: 0,
              overrideAccess: true,
            })
          ).docs
    const stored = claimed[0]
    if (!stored) {
      await release()
      return { ok: false, code: 'invalid', errors: { [field.slug]: formMessage('fileGone', locale) } }
    }
    files.push({ slug: field.slug, id: stored.id, name: stored.filename ?? `file-${stored.id}` })
  }
  const values = { ...checked.values, ...Object.fromEntries(files.map((file) => [file.slug, file.name])) }
  const entry = await payload.create({
    collection: 'form-entries',
    data: { form: form.id, field_values: values, files: files.map((file) => file.id), locale, customer: customerId },
    depth: 0,
    overrideAccess: true,
  })
  if (doc.notify_email) await notify(payload, doc.notify_email, form, entry.id, values, locale)
  return { ok: true, message: form.success_message, id: entry.id }
}

/** A notification to the form's recipient (SPEC: through the one mail module), in German, the office's language; a failure is logged, the entry stays. */
async function notify(
  payload: Payload,
  to: string,
  form: FormDefinition,
  entryId: number,
  values: Record<string, unknown>,
  locale: Locale,
): Promise<void> {
  const labels = new Map(form.fields.map((field) => [field.slug, field.label]))
  const rows = Object.entries(values).map(
    ([slug, value]) =>
      [
        labels.get(slug) ?? slug,
        Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'ja' : 'nein') : String(value),
      ] as const,
  )
  const link = `${siteOrigin()}/admin/collections/form-entries/${entryId}`
  const html = `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif;line-height:1.5"><p>Neuer Eingang im Formular „${escapeHtml(form.title)}“ (Sprache: ${locale}).</p><table>${rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding-right:1em;vertical-align:top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table><p><a href="${escapeHtml(link)}">Im Backoffice ansehen</a></p></body></html>`
  const text = [
    `Neuer Eingang im Formular „${form.title}“ (Sprache: ${locale}).`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Im Backoffice: ${link}`,
  ].join('\n')
  try {
    await payload.sendEmail({ to, subject: `Neuer Eingang: ${form.title}`, html, text })
  } catch (error) {
    payload.logger.error({ err: error, entryId }, 'form entry notification could not be sent')
  }
}
