import fs from 'node:fs'
import path from 'node:path'

import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/features/security/domain/clientAddress'

import { GET as getForm } from '@/app/(frontend)/[locale]/api/forms/[id]/route'
import { POST as postEntry } from '@/app/(frontend)/[locale]/api/forms-entries/route'
import { POST as postTempFile } from '@/app/(frontend)/[locale]/api/temp-files/route'

import { testPayload } from '../../../../tests/setup/payload'
import { unsafeRequest } from '../../../../tests/setup/requests'
import { fileIdOf, removeExpiredTempFiles } from './forms'

// Next's data cache exists only inside Next: here every cached read reads through.
// The tags a write expires are recorded, so the form's cache key and its expiry are tested here.
const expired = vi.hoisted(() => ({ tags: [] as string[] }))
vi.mock('next/cache', () => ({
  unstable_cache: <F>(read: F) => read,
  revalidateTag: (tag: string) => void expired.tags.push(tag),
  revalidatePath: () => undefined,
}))

const context = { disableRevalidate: true }
let payload: Payload
let formId: number
let offlineId: number
const MAIL_DIR = process.env.MAIL_DIR ?? ''

const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) })

function upload(locale: string, file: File | null, init: { csrf?: boolean; address?: string } = {}) {
  const form = new FormData()
  if (file) form.set('file', file)
  const headers: Record<string, string> = { host: 'localhost', [CLIENT_ADDRESS_HEADER]: init.address ?? '203.0.113.7' }
  if (init.csrf !== false) Object.assign(headers, { origin: 'http://localhost', 'x-csrftoken': 'tok123', cookie: 'csrftoken=tok123' })
  return postTempFile(
    new Request(`http://localhost/${locale}/api/temp-files/`, { method: 'POST', body: form, headers }),
    params({ locale }),
  )
}

let pdfBytes: Uint8Array<ArrayBuffer>
const pdf = () => new File([pdfBytes], 'lebenslauf.pdf', { type: 'application/pdf' })

async function entry(locale: string, body: unknown, init: { csrf?: boolean; address?: string } = {}) {
  const response = await postEntry(unsafeRequest(`/${locale}/api/forms-entries/`, body, init), params({ locale }))
  return {
    status: response.status,
    body: (await response.json()) as { ok?: boolean; message?: string | null; fields?: Record<string, string> },
  }
}

const entriesOf = async (id: number) =>
  (await payload.find({ collection: 'form-entries', where: { form: { equals: id } }, overrideAccess: true, depth: 0 })).docs

beforeAll(async () => {
  payload = await testPayload()
  const document = await PDFDocument.create()
  document.addPage([200, 200])
  pdfBytes = new Uint8Array(await document.save())
  const form = await payload.create({
    collection: 'forms',
    locale: 'de',
    data: {
      title: 'Bewerbung',
      intro: 'Bewerben Sie sich.',
      submit_text: 'Bewerbung senden',
      success_message: 'Danke für Ihre Bewerbung.',
      notify_email: 'buero@festival.example',
      is_online: true,
      fields: [
        { label: 'Name', slug: 'name', field_type: '1', required: true },
        { label: 'E-Mail', slug: 'email', field_type: '3', required: true },
        {
          label: 'Sparte',
          slug: 'art',
          field_type: '5',
          choices: [
            { value: 'dance', label: 'Tanz' },
            { value: 'music', label: 'Musik' },
          ],
        },
        { label: 'Lebenslauf', slug: 'cv', field_type: '9', required: true },
        { label: 'Geburtsdatum', slug: 'born', field_type: '10', date_range: 'past', min_age: 16 },
      ],
    },
    overrideAccess: true,
    context,
  })
  formId = form.id
  await payload.update({
    collection: 'forms',
    id: formId,
    locale: 'en',
    data: { title: 'Application', fields: (form.fields ?? []).map((field) => ({ ...field, label: `${field.label} (en)` })) },
    overrideAccess: true,
    context,
  })
  offlineId = (
    await payload.create({
      collection: 'forms',
      locale: 'de',
      data: { title: 'Alt', is_online: false, fields: [] },
      overrideAccess: true,
      context,
    })
  ).id
})

describe('GET /{locale}/api/forms/{id}/', () => {
  it('answers the definition in the page language, with SPEC §3 field types as numbers', async () => {
    const response = await getForm(new Request(`http://localhost/en/api/forms/${formId}/`), params({ locale: 'en', id: String(formId) }))
    const body = (await response.json()) as {
      title: string
      fields: { slug: string; field_type: number; label: string; required: boolean; choices: unknown[] }[]
    }
    expect(body.title).toBe('Application')
    expect(body.fields.map((field) => [field.slug, field.field_type, field.required])).toEqual([
      ['name', 1, true],
      ['email', 3, true],
      ['art', 5, false],
      ['cv', 9, true],
      ['born', 10, false],
    ])
    // The date's range travels with the definition, so the browser checks it before sending.
    expect(body.fields[4]).toMatchObject({ date_range: 'past', min_age: 16 })
    expect(body.fields[0]?.label).toBe('Name (en)')
  })

  it('is not found for an offline form or a bad id', async () => {
    expect((await getForm(new Request('http://localhost/de/api/forms/x/'), params({ locale: 'de', id: 'x' }))).status).toBe(404)
    expect(
      (await getForm(new Request(`http://localhost/de/api/forms/${offlineId}/`), params({ locale: 'de', id: String(offlineId) }))).status,
    ).toBe(404)
  })
})

describe('POST /{locale}/api/temp-files/', () => {
  it('stores a PDF for a day and answers its signed claim', async () => {
    const response = await upload('de', pdf())
    expect(response.status).toBe(201)
    const body = (await response.json()) as { token: string; name: string }
    expect(body.name).toBe('lebenslauf.pdf')
    const id = fileIdOf(body.token)
    expect(id).not.toBeNull()
    const stored = await payload.findByID({ collection: 'temp-files', id: id as number, overrideAccess: true })
    expect(new Date(stored.expires_at).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000)
    expect(fileIdOf(`${id}.${'x'.repeat(32)}`)).toBeNull()
  })

  it('refuses other types, oversized files, and requests without CSRF, with a clear message', async () => {
    const html = await upload('en', new File(['<script>alert(1)</script>'], 'x.html', { type: 'text/html' }))
    expect(html.status).toBe(415)
    expect(((await html.json()) as { message: string }).message).toBe('Please upload an image (JPEG, PNG, WebP) or a PDF.')
    const big = await upload('de', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }))
    expect(big.status).toBe(413)
    expect(((await big.json()) as { message: string }).message).toBe('Die Datei ist zu groß (höchstens 10 MB).')
    expect((await upload('de', pdf(), { csrf: false })).status).toBe(403)
  })

  it('removes files no entry claimed within their day', async () => {
    const token = ((await (await upload('de', pdf())).json()) as { token: string }).token
    await removeExpiredTempFiles(payload, new Date(Date.now() + 25 * 3600_000))
    expect(
      await payload.findByID({ collection: 'temp-files', id: fileIdOf(token) as number, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
  })
})

describe('POST /{locale}/api/forms-entries/', () => {
  it('stores a valid entry with its file, marks the file used and notifies the recipient', async () => {
    const token = ((await (await upload('de', pdf())).json()) as { token: string }).token
    const before = MAIL_DIR && fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).length : 0
    const { status, body } = await entry('de', {
      form: formId,
      field_values: { name: 'Ada', email: 'ada@example.org', email2: 'ada@example.org', art: ['dance'], cv: token },
    })
    expect(status).toBe(201)
    expect(body).toEqual({ ok: true, message: 'Danke für Ihre Bewerbung.' })
    const [stored] = await entriesOf(formId)
    expect(stored).toMatchObject({
      locale: 'de',
      field_values: { name: 'Ada', email: 'ada@example.org', art: ['dance'], cv: 'lebenslauf.pdf' },
    })
    const fileId = fileIdOf(token) as number
    expect(stored?.files).toEqual([fileId])
    expect((await payload.findByID({ collection: 'temp-files', id: fileId, overrideAccess: true })).used).toBe(true)
    // The same file cannot be claimed twice.
    const again = await entry('de', { form: formId, field_values: { name: 'Bea', email: 'bea@example.org', cv: token } })
    expect(again.status).toBe(400)
    if (MAIL_DIR) {
      const files = fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'))
      expect(files.length).toBeGreaterThan(before)
      const newest = files
        .map((name) => path.join(MAIL_DIR, name))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0] as string
      const mail = fs.readFileSync(newest, 'utf8')
      expect(mail).toMatch(/To: buero@festival\.example/)
      expect(mail).toMatch(/Neuer Eingang/)
    }
  })

  it('answers SPEC’s messages by field and stores nothing', async () => {
    const count = (await entriesOf(formId)).length
    const { status, body } = await entry('en', {
      form: formId,
      field_values: { name: '', email: 'kein', art: ['juggling'], extra: 'x', born: '2030-01-01' },
    })
    expect(status).toBe(400)
    expect(body.fields).toEqual({
      extra: 'This field is not part of the form.',
      name: 'This field is required!',
      email: 'Invalid e-mail address!',
      art: 'Please choose one of the options offered.',
      cv: 'This field is required!',
      born: 'The date cannot be in the future.',
    })
    const young = await entry('de', { form: formId, field_values: { born: `${new Date().getFullYear() - 10}-01-01` } })
    expect(young.body.fields?.born).toBe('Für dieses Formular müssen Sie mindestens 16 Jahre alt sein.')
    expect((await entry('de', { form: formId, field_values: { name: 1 } })).status).toBe(400)
    expect((await entry('de', { form: 'x', field_values: {} })).status).toBe(400)
    expect((await entry('de', { form: 987654, field_values: {} })).status).toBe(404)
    expect((await entriesOf(formId)).length).toBe(count)
  })

  it('answers a filled honeypot like a success and stores nothing; refuses requests without CSRF; limits bursts per address', async () => {
    const count = (await entriesOf(formId)).length
    const bot = await entry('de', { form: formId, field_values: { name: 'Bot' }, website: 'http://spam.example' })
    expect(bot.status).toBe(201)
    expect((await entriesOf(formId)).length).toBe(count)
    expect((await entry('de', { form: formId, field_values: {} }, { csrf: false })).status).toBe(403)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push((await entry('de', { form: formId, field_values: {} }, { address: '198.51.100.250' })).status)
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('revalidation by tag', () => {
  it('a changed form expires that form and the form lists', async () => {
    expired.tags = []
    await payload.update({ collection: 'forms', id: formId, locale: 'de', data: { title: 'Bewerbung (neu)' }, overrideAccess: true })
    expect(expired.tags).toEqual([`doc:forms:${formId}`, 'list:forms'])
  })
})
