import type { Payload, TypedUser } from 'payload'

import type { Page } from '@/payload-types'
import pg from 'pg'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  DELETE as deleteModule,
  PATCH as patchModule,
  POST as updateModule,
} from '@/app/(frontend)/[locale]/pageeditor-api/[module]/[id]/route'
import { POST as createModule } from '@/app/(frontend)/[locale]/pageeditor-api/[module]/route'
import { POST as createContainer } from '@/app/(frontend)/[locale]/pageeditor-api/container/route'
import { GET as listDocuments } from '@/app/(frontend)/[locale]/pageeditor-api/documents/route'
import { GET as listMedia, POST as uploadMedia } from '@/app/(frontend)/[locale]/pageeditor-api/media/route'
import { POST as presence } from '@/app/(frontend)/[locale]/pageeditor-api/presence/route'
import { POST as publish } from '@/app/(frontend)/[locale]/pageeditor-api/publish/route'
import { POST as startTranslation } from '@/app/(frontend)/[locale]/pageeditor-api/translation/route'
import { POST as undo } from '@/app/(frontend)/[locale]/pageeditor-api/undo/route'
import { POST as restoreVersion } from '@/app/(frontend)/[locale]/pageeditor-api/versions/[id]/route'
import { GET as listVersions } from '@/app/(frontend)/[locale]/pageeditor-api/versions/route'

import { LOCK_SPACES } from '@/lib/db/lock'
import { env } from '@/lib/env'
import { richTextFromParagraphs } from '@/lib/richtext/fromParagraphs'

import { changedSinceOther } from './languageChanges'
import { withLivePreview } from './livePreview'
import { testPayload } from '../../../../tests/setup/payload'
import { staffToken as createStaff } from '../../../../tests/setup/staff'
import { unsafeRequest } from '../../../../tests/setup/requests'
import type { Locale } from '@/i18n/locales'

const context = { disableRevalidate: true }
const PASSWORD = 'geheim-geheim-42'

let payload: Payload
let editor: string
let otherEditor: string
let pageId: number
let imageId: number

function staffToken(email: string, name: string, roles: ('admin' | 'editor' | 'boxOffice')[]): Promise<string> {
  return createStaff(payload, { email, name, roles, password: PASSWORD })
}

const session = (token: string) => [`payload-token=${token}`]
const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) })

type Answer = {
  ok?: boolean
  stamp?: string
  module_id?: string
  backup?: unknown
  error?: string
  fields?: Record<string, string>
  message?: string
  merged?: string
  checks?: { kind: string; locale?: string }[]
}

async function body(response: Response): Promise<Answer> {
  return (await response.json()) as Answer
}

async function draft(locale: Locale = 'de') {
  return payload.findByID({ collection: 'pages', id: pageId, locale, depth: 0, draft: true, overrideAccess: true })
}

async function stamp(): Promise<string> {
  return (await draft()).updatedAt
}

function write(method: 'POST' | 'PATCH' | 'DELETE', path: string, data: unknown, token: string | null, init: { csrf?: boolean } = {}) {
  return unsafeRequest(path, data, { method, cookies: token ? session(token) : [], ...init })
}

async function addModule(
  module: Record<string, unknown>,
  at: { section: string | null; column: number | null; index: number },
  locale: Locale = 'de',
  page = pageId,
) {
  const type = String(module.blockType).toLowerCase()
  const base = (await payload.findByID({ collection: 'pages', id: page, locale: 'de', depth: 0, draft: true, overrideAccess: true }))
    .updatedAt
  const response = await createModule(
    write('POST', `/${locale}/pageeditor-api/${type}/?doc=pages:${page}&base=${encodeURIComponent(base)}`, { module, at }, editor),
    params({ locale, module: type }),
  )
  return { response, answer: await body(response) }
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffToken('editor@example.org', 'Erika Editor', ['editor'])
  otherEditor = await staffToken('second@example.org', 'Zweite Redakteurin', ['editor'])
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  imageId = (
    await payload.create({
      collection: 'media',
      locale: 'de',
      data: { alt: 'Rotes Bild' },
      file: { data: png, mimetype: 'image/png', name: 'rot.png', size: png.length },
      overrideAccess: true,
      context,
    })
  ).id
  const page = await payload.create({
    collection: 'pages',
    locale: 'de',
    data: {
      title: 'Über uns',
      slug: 'ueber-uns',
      _status: 'published',
      modules: [
        { blockType: 'headline', headline_level: '2', content: 'Erste' },
        { blockType: 'text', content: richTextFromParagraphs(['Ein Absatz.']) },
      ],
    },
    overrideAccess: true,
    context,
  })
  pageId = page.id
  await payload.update({
    collection: 'pages',
    id: pageId,
    locale: 'en',
    data: { title: 'About us', slug: 'about-us', _status: 'published' },
    overrideAccess: true,
    context,
  })
})

describe('module writes on the draft', () => {
  it('adds a headline to the page, keeps the published page as it was, and answers the backup for undo', async () => {
    const { response, answer } = await addModule(
      { blockType: 'headline', headline_level: '3', content: 'Neu im Entwurf' },
      { section: null, column: null, index: 1 },
    )
    expect(response.status).toBe(200)
    expect(answer.module_id).toMatch(/^[0-9a-f]{24}$/)
    expect((answer.backup as { modules: unknown[] }).modules).toHaveLength(2)
    const modules = (await draft()).modules ?? []
    expect(modules.map((module) => module.blockType)).toEqual(['headline', 'headline', 'text'])
    expect(modules[1]).toMatchObject({ id: answer.module_id, content: 'Neu im Entwurf', headline_level: '3' })
    const published = await payload.find({
      collection: 'pages',
      where: { id: { equals: pageId } },
      locale: 'de',
      depth: 0,
      overrideAccess: false,
    })
    expect(published.docs[0]?.modules?.map((module) => module.blockType)).toEqual(['headline', 'text'])
  })

  it('adds a section with two columns and a headline inside its second column', async () => {
    const section = await addModule({ blockType: 'section', layout: '67-33' }, { section: null, column: null, index: 99 })
    expect(section.response.status).toBe(200)
    const inColumn = await addModule(
      { blockType: 'headline', content: 'In der Spalte' },
      { section: section.answer.module_id as string, column: 1, index: 0 },
    )
    expect(inColumn.response.status).toBe(200)
    const stored = (await draft()).modules?.find((module) => module.id === section.answer.module_id)
    expect(stored).toMatchObject({ blockType: 'section', layout: '67-33' })
    const columns = (stored as { columns: { classes: string; children: { content?: string }[] }[] }).columns
    expect(columns.map((column) => column.classes)).toEqual(['medium-10 xlarge-6', 'medium-10 xlarge-6'])
    expect(columns[1]?.children.map((child) => child.content)).toEqual(['In der Spalte'])
    const nested = await addModule({ blockType: 'section' }, { section: section.answer.module_id as string, column: 0, index: 0 })
    expect(nested.response.status).toBe(422)
    expect(nested.answer.message).toBe('Ein Abschnitt mit Spalten kann nicht in einer Spalte stehen.')
  })

  it('refuses what SPEC §5 forbids with the message at the field, in the page language, and stores nothing', async () => {
    const before = await stamp()
    const video = await addModule(
      { blockType: 'video', video_url: 'https://example.com/film.mp4' },
      { section: null, column: null, index: 0 },
    )
    expect(video.response.status).toBe(400)
    expect(video.answer.fields).toEqual({ video_url: 'Bitte eine YouTube- oder Vimeo-Adresse angeben.' })
    const teaser = await addModule(
      { blockType: 'teaserItem', headline: 'T', link_url: '/x', text: 'x'.repeat(300) },
      { section: null, column: null, index: 0 },
      'en',
    )
    expect(teaser.response.status).toBe(400)
    expect(teaser.answer.fields?.text).toMatch(/256/)
    expect(teaser.answer.fields?.text).toMatch(/characters|Zeichen/)
    const empty = await addModule({ blockType: 'headline', content: '' }, { section: null, column: null, index: 0 }, 'en')
    expect(empty.answer.fields).toEqual({ content: 'This field is required!' })
    expect(await stamp()).toBe(before)
  })

  it('edits, moves, duplicates and deletes a module; undo brings the deleted one back', async () => {
    const modules = (await draft()).modules ?? []
    const first = modules[0] as { id: string }
    const edited = await updateModule(
      write(
        'POST',
        `/de/pageeditor-api/headline/${first.id}/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`,
        { module: { content: 'Geänderte Überschrift', headline_level: '2' } },
        editor,
      ),
      params({ locale: 'de', module: 'headline', id: first.id }),
    )
    expect(edited.status).toBe(200)
    expect((await draft()).modules?.[0]).toMatchObject({ id: first.id, content: 'Geänderte Überschrift' })

    const edge = await patchModule(
      write(
        'PATCH',
        `/de/pageeditor-api/headline/${first.id}/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`,
        { action: 'up' },
        editor,
      ),
      params({ locale: 'de', module: 'headline', id: first.id }),
    )
    expect(edge.status).toBe(422)
    const down = await patchModule(
      write(
        'PATCH',
        `/de/pageeditor-api/headline/${first.id}/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`,
        { action: 'down' },
        editor,
      ),
      params({ locale: 'de', module: 'headline', id: first.id }),
    )
    expect(down.status).toBe(200)
    expect((await draft()).modules?.[1]?.id).toBe(first.id)

    const copy = await body(
      await patchModule(
        write(
          'PATCH',
          `/de/pageeditor-api/headline/${first.id}/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`,
          { action: 'duplicate' },
          editor,
        ),
        params({ locale: 'de', module: 'headline', id: first.id }),
      ),
    )
    const afterCopy = (await draft()).modules ?? []
    expect(afterCopy[2]).toMatchObject({ id: copy.module_id, content: 'Geänderte Überschrift' })
    expect(copy.module_id).not.toBe(first.id)

    const wrongType = await deleteModule(
      write(
        'DELETE',
        `/de/pageeditor-api/text/${first.id}/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`,
        undefined,
        editor,
      ),
      params({ locale: 'de', module: 'text', id: first.id }),
    )
    expect(wrongType.status).toBe(404)
    const deleted = await body(
      await deleteModule(
        write(
          'DELETE',
          `/de/pageeditor-api/headline/${first.id}/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`,
          undefined,
          editor,
        ),
        params({ locale: 'de', module: 'headline', id: first.id }),
      ),
    )
    expect((await draft()).modules?.some((module) => module.id === first.id)).toBe(false)
    const undone = await undo(
      write(
        'POST',
        `/de/pageeditor-api/undo/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`,
        { backup: deleted.backup },
        editor,
      ),
      params({ locale: 'de' }),
    )
    expect(undone.status).toBe(200)
    expect((await draft()).modules?.map((module) => module.id)).toEqual(afterCopy.map((module) => module.id))
  })

  it('gives a module copied from the other language fresh ids for its rows, so both languages publish', async () => {
    const other = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { title: 'Partner', slug: 'partner', _status: 'published' },
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'pages',
      id: other.id,
      locale: 'en',
      data: { title: 'Partners', slug: 'partners' },
      overrideAccess: true,
      context,
    })
    const rowsOf = async (locale: Locale, id: string | null | undefined) =>
      (
        (await payload.findByID({ collection: 'pages', id: other.id, locale, depth: 0, draft: true, overrideAccess: true })).modules?.find(
          (module) => module.id === id,
        ) as { logos: { id: string }[] }
      ).logos
    const logos = [{ id: 'a1b2c3d4e5f6a7b8c9d0e1f2', image: imageId, name: 'Partner', link_url: 'https://example.org' }]
    const de = await addModule({ blockType: 'logoList', logos }, { section: null, column: null, index: 0 }, 'de', other.id)
    expect(de.response.status).toBe(200)
    const deRows = await rowsOf('de', de.answer.module_id)
    // The copy carries the German rows' ids, as the toolbar's "copy from German" sends them.
    const en = await addModule({ blockType: 'logoList', logos: deRows }, { section: null, column: null, index: 0 }, 'en', other.id)
    expect(en.response.status).toBe(200)
    expect((await rowsOf('en', en.answer.module_id))[0]?.id).not.toBe(deRows[0]?.id)
    const base = (await payload.findByID({ collection: 'pages', id: other.id, depth: 0, draft: true, overrideAccess: true })).updatedAt
    const published = await publish(
      write('POST', `/de/pageeditor-api/publish/?doc=pages:${other.id}&base=${encodeURIComponent(base)}`, { confirm: true }, editor),
      params({ locale: 'de' }),
    )
    expect(published.status).toBe(200)
  })

  it('refuses a save on a version the editor has not seen, with a way to reload', async () => {
    const stale = await stamp()
    await addModule({ blockType: 'quote', content: 'Von der anderen Person', author: 'B' }, { section: null, column: null, index: 0 })
    const id = ((await draft()).modules?.[1] as { id: string }).id
    const response = await updateModule(
      write(
        'POST',
        `/en/pageeditor-api/headline/${id}/?doc=pages:${pageId}&base=${encodeURIComponent(stale)}`,
        { module: { content: 'Overwrite' } },
        editor,
      ),
      params({ locale: 'en', module: 'headline', id }),
    )
    expect(response.status).toBe(409)
    const answer = await body(response)
    expect(answer.message).toBe('Someone else has saved this page in the meantime. Please reload and apply your change again.')
    expect(answer.stamp).toBe(await stamp())
  })
})

describe('publishing, versions and presence', () => {
  it('lists the checks, needs confirmation for warnings, then publishes for the public', async () => {
    await addModule({ blockType: 'image', image: imageId, format: 'large' }, { section: null, column: null, index: 0 })
    await addModule({ blockType: 'image', image: imageId, format: 'large' }, { section: null, column: null, index: 0 }, 'en')
    const call = async (data: Record<string, boolean>) =>
      publish(
        write('POST', `/en/pageeditor-api/publish/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`, data, editor),
        params({ locale: 'en' }),
      )
    const dry = await body(await call({ dry_run: true }))
    // The image has an alt text in German only: the English page lacks it.
    expect(dry.checks?.filter((check) => check.kind === 'alt-missing').map((check) => check.locale)).toEqual(['en'])
    const refused = await call({})
    expect(refused.status).toBe(409)
    const published = await call({ confirm: true })
    expect(published.status).toBe(200)
    const visible = await payload.find({
      collection: 'pages',
      where: { id: { equals: pageId } },
      locale: 'de',
      depth: 0,
      overrideAccess: false,
    })
    expect(visible.docs[0]?.modules?.[0]?.blockType).toBe('image')
  })

  it('pages through the versions, says what each changed and who saved it, marks the live one, and restores one (undoable)', async () => {
    type Change = { kind: string; type: string; excerpt: string }
    type Listed = {
      results: {
        id: string
        author: string | null
        status: string
        updated_at: string
        latest: boolean
        live: boolean
        changes: Record<Locale, Change[]>
      }[]
      page: number
      total_pages: number
      total: number
      live_id: string | null
    }
    const versions = async (page: number) =>
      (await (
        await listVersions(
          new Request(`http://localhost/de/pageeditor-api/versions/?doc=pages:${pageId}&page=${page}`, {
            headers: { cookie: `payload-token=${editor}` },
          }),
          params({ locale: 'de' }),
        )
      ).json()) as Listed
    const first = await versions(1)
    expect(first.total).toBeGreaterThan(10)
    expect(first.total_pages).toBe(Math.ceil(first.total / 10))
    expect(first.results).toHaveLength(10)
    const { results } = first
    expect(results[0]).toMatchObject({ author: 'Erika Editor', status: 'published', latest: true, live: true, changes: { de: [], en: [] } })
    expect(first.live_id).toBe(results[0]?.id)
    expect(results.filter((version) => version.live)).toHaveLength(1)
    expect(results.map((version) => Number.isNaN(Date.parse(version.updated_at)))).not.toContain(true)
    // The two saves before publishing: an image added in English, then (before that) one in German.
    expect(results[1]?.changes).toMatchObject({ de: [], en: [{ kind: 'added', type: 'image' }] })
    expect(results[2]?.changes).toMatchObject({ de: [{ kind: 'added', type: 'image' }], en: [] })
    const moved = results.find((version) => version.changes.de.some((change) => change.kind === 'moved'))
    expect(moved?.changes.de.filter((change) => change.kind === 'moved')).toHaveLength(1)
    const last = await versions(first.total_pages)
    expect(last.page).toBe(first.total_pages)
    const oldest = last.results[last.results.length - 1] as { id: string; changes: Record<Locale, Change[]> }
    expect(oldest.changes.de.map((change) => `${change.kind}:${change.type}`)).toEqual(['added:headline', 'added:text'])
    expect(await versions(first.total_pages + 1)).toMatchObject({ results: [] })
    const before = (await draft()).modules?.map((module) => module.blockType)
    const restored = await restoreVersion(
      write('POST', `/de/pageeditor-api/versions/${oldest.id}/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`, {}, editor),
      params({ locale: 'de', id: oldest.id }),
    )
    expect(restored.status).toBe(200)
    expect((await draft()).modules?.map((module) => module.blockType)).toEqual(['headline', 'text'])
    // Undo with the backup the restore answered brings the draft back.
    const { backup } = (await restored.json()) as { backup: unknown }
    const undone = await undo(
      write('POST', `/de/pageeditor-api/undo/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`, { backup }, editor),
      params({ locale: 'de' }),
    )
    expect(undone.status).toBe(200)
    expect((await draft()).modules?.map((module) => module.blockType)).toEqual(before)
    const foreign = await restoreVersion(
      write('POST', `/de/pageeditor-api/versions/999999/?doc=pages:${pageId}&base=${encodeURIComponent(await stamp())}`, {}, editor),
      params({ locale: 'de', id: '999999' }),
    )
    expect(foreign.status).toBe(404)
  })

  it('runs a scheduled publish that is due with the job queue the production server runs', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { title: 'Geplant', slug: 'geplant', _status: 'published', modules: [{ blockType: 'headline', content: 'Alt' }] },
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      draft: true,
      data: { modules: [{ blockType: 'headline', content: 'Neu, geplant' }] },
      overrideAccess: true,
      context,
    })
    const editorUser = (
      await payload.find({ collection: 'users', where: { email: { equals: 'editor@example.org' } }, overrideAccess: true })
    ).docs[0]
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'pages', value: String(page.id) },
        user: { relationTo: 'users', value: editorUser?.id },
      },
      waitUntil: new Date(Date.now() - 60_000),
    } as Parameters<Payload['jobs']['queue']>[0])
    const published = () =>
      payload.find({ collection: 'pages', where: { id: { equals: page.id } }, locale: 'de', depth: 0, overrideAccess: false })
    expect((await published()).docs[0]?.modules?.[0]).toMatchObject({ content: 'Alt' })
    await payload.jobs.run({ queue: 'default' })
    expect((await published()).docs[0]?.modules?.[0]).toMatchObject({ content: 'Neu, geplant' })
  })

  it('shows each editor who else has the page open, and which module with unsaved changes (issue 45)', async () => {
    const call = (token: string, open: Record<string, unknown> = {}) =>
      presence(write('POST', `/de/pageeditor-api/presence/?doc=pages:${pageId}`, open, token), params({ locale: 'de' }))
    expect(await (await call(editor)).json()).toEqual({ others: [] })
    expect(await (await call(otherEditor)).json()).toEqual({ others: [{ name: 'Erika Editor', locale: 'de', module: null, dirty: false }] })
    expect(await (await call(editor, { module: 'abc123', dirty: true })).json()).toEqual({
      others: [{ name: 'Zweite Redakteurin', locale: 'de', module: null, dirty: false }],
    })
    expect(await (await call(otherEditor)).json()).toEqual({
      others: [{ name: 'Erika Editor', locale: 'de', module: 'abc123', dirty: true }],
    })
    // The modal closed: nothing open any more.
    await call(editor, { module: null })
    expect(await (await call(otherEditor)).json()).toEqual({ others: [{ name: 'Erika Editor', locale: 'de', module: null, dirty: false }] })
    expect((await call(editor, { module: '<script>' })).status).toBe(400)
  })

  it('shows an editor’s unsaved fields on their own page only (live preview, issue 45)', async () => {
    const made = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: {
        title: 'Vorschau',
        slug: 'vorschau-test',
        _status: 'published',
        modules: [{ blockType: 'quote', content: 'Gespeichert.', author: 'A' }],
      } as unknown as Omit<Page, 'id' | 'updatedAt' | 'createdAt'>,
      overrideAccess: true,
      context,
    })
    const quote = (made.modules ?? [])[0] as { id: string }
    const ref = { collection: 'pages', id: made.id } as const
    const say = (token: string, open: Record<string, unknown>) =>
      presence(write('POST', `/de/pageeditor-api/presence/?doc=pages:${made.id}`, open, token), params({ locale: 'de' }))
    const answer = await say(editor, { module: quote.id, dirty: true, preview: { content: 'Noch nicht gespeichert.' } })
    // Colleagues hear that the module is open, never what is typed.
    expect(JSON.stringify(await (await say(otherEditor, {})).json())).not.toContain('Noch nicht')
    expect(answer.status).toBe(200)
    const staff = async (email: string) =>
      (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true }))
        .docs[0] as TypedUser
    const mine = await withLivePreview(payload, await staff('editor@example.org'), ref, 'de', made.modules)
    expect(mine?.[0]).toMatchObject({ content: 'Noch nicht gespeichert.', author: 'A' })
    const theirs = await withLivePreview(payload, await staff('second@example.org'), ref, 'de', made.modules)
    expect(theirs?.[0]).toMatchObject({ content: 'Gespeichert.' })
    // The modal closed: the page is the draft again.
    await say(editor, { module: null })
    expect((await withLivePreview(payload, await staff('editor@example.org'), ref, 'de', made.modules))?.[0]).toMatchObject({
      content: 'Gespeichert.',
    })
  })

  it('names the modules of one language changed since the other was last edited', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: {
        title: 'Zweisprachig',
        slug: 'zweisprachig',
        _status: 'published',
        modules: [
          { blockType: 'headline', content: 'Eins' },
          { blockType: 'headline', content: 'Zwei' },
        ],
      },
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Bilingual', slug: 'bilingual', _status: 'published', modules: [{ blockType: 'headline', content: 'One' }] },
      overrideAccess: true,
      context,
    })
    const ref = { collection: 'pages', id: page.id } as const
    const user = (await payload.find({ collection: 'users', where: { email: { equals: 'editor@example.org' } }, overrideAccess: true }))
      .docs[0]
    if (!user) throw new Error('no editor')
    const staff = { ...user, collection: 'users' as const }
    const changedDe = (await payload.findByID({ collection: 'pages', id: page.id, locale: 'de', depth: 0, overrideAccess: true }))
      .modules?.[1]?.id as string
    const edit = (locale: Locale, id: string, content: string) =>
      payload.findByID({ collection: 'pages', id: page.id, locale, depth: 0, draft: true, overrideAccess: true }).then((doc) =>
        payload.update({
          collection: 'pages',
          id: page.id,
          locale,
          draft: true,
          data: {
            modules: (doc.modules ?? []).map((module) =>
              module.id === id && module.blockType === 'headline' ? { ...module, content } : module,
            ),
          },
          overrideAccess: true,
          context,
        }),
      )
    const enId = (await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', depth: 0, overrideAccess: true })).modules?.[0]
      ?.id as string
    await edit('en', enId, 'One, changed')
    await edit('de', changedDe, 'Zwei, geändert')
    expect(await changedSinceOther({ payload, user: staff, locale: 'de', ref })).toEqual([changedDe])
    expect(await changedSinceOther({ payload, user: staff, locale: 'en', ref })).toEqual([])
  })

  it('creates an editable section for a document once', async () => {
    const data = { container: { slug: `page-${pageId}-extra`, parent: null, content_type: 'page', object_id: pageId } }
    const created = await createContainer(write('POST', '/de/pageeditor-api/container/', data, editor), params({ locale: 'de' }))
    expect(created.status).toBe(201)
    const again = await createContainer(write('POST', '/de/pageeditor-api/container/', data, editor), params({ locale: 'de' }))
    expect(again.status).toBe(409)
    const missing = await createContainer(
      write('POST', '/de/pageeditor-api/container/', { container: { ...data.container, slug: 'x-1', object_id: 987654 } }, editor),
      params({ locale: 'de' }),
    )
    expect(missing.status).toBe(400)
  })
})

describe('what the edit form picks from', () => {
  it('lists images and documents with their public address', async () => {
    const media = await listMedia(
      new Request('http://localhost/de/pageeditor-api/media/?kind=image&q=Rot', { headers: { cookie: `payload-token=${editor}` } }),
      params({ locale: 'de' }),
    )
    const list = (await media.json()) as { results: { id: number; alt: string }[] }
    expect(list.results).toEqual([expect.objectContaining({ id: imageId, alt: 'Rotes Bild' })])
    const docs = await listDocuments(
      new Request('http://localhost/de/pageeditor-api/documents/?collection=pages&q=ber', {
        headers: { cookie: `payload-token=${editor}` },
      }),
      params({ locale: 'de' }),
    )
    expect(((await docs.json()) as { results: unknown[] }).results).toEqual([{ id: pageId, title: 'Über uns', url: '/de/ueber-uns' }])
    const bad = await listDocuments(
      new Request('http://localhost/de/pageeditor-api/documents/?collection=users', { headers: { cookie: `payload-token=${editor}` } }),
      params({ locale: 'de' }),
    )
    expect(bad.status).toBe(400)
  })

  it('uploads an image with alt texts in both languages, and refuses other files clearly', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } })
      .png()
      .toBuffer()
    const upload = (file: File, alt: Record<string, string>) => {
      const form = new FormData()
      form.set('file', file)
      for (const [key, value] of Object.entries(alt)) form.set(key, value)
      const request = new Request('http://localhost/en/pageeditor-api/media/', {
        method: 'POST',
        body: form,
        headers: { origin: 'http://localhost', host: 'localhost', 'x-csrftoken': 'tok', cookie: `csrftoken=tok; payload-token=${editor}` },
      })
      return uploadMedia(request, params({ locale: 'en' }))
    }
    const created = await upload(new File([new Uint8Array(png)], 'blau.png', { type: 'image/png' }), {
      alt_de: 'Blaues Quadrat',
      alt_en: 'Blue square',
    })
    expect(created.status).toBe(201)
    const item = (await created.json()) as { id: number; alt: string }
    expect(item.alt).toBe('Blue square')
    const en = await payload.findByID({ collection: 'media', id: item.id, locale: 'en', depth: 0, overrideAccess: true })
    expect(en.alt).toBe('Blue square')
    const noAlt = await upload(new File([new Uint8Array(png)], 'b.png', { type: 'image/png' }), {})
    expect(noAlt.status).toBe(400)
    expect(((await noAlt.json()) as Answer).fields).toEqual({ alt_de: 'Please enter an alt text.' })
    const script = await upload(new File(['<script>'], 'x.html', { type: 'text/html' }), { alt_de: 'x' })
    expect(script.status).toBe(415)
  })
})

describe('issue 24: nothing lost, modules moved, languages started', () => {
  async function freshPage(modules: Record<string, unknown>[], slug: string) {
    const data = { title: `Seite ${slug}`, slug, _status: 'published', modules } as unknown as Omit<Page, 'id' | 'updatedAt' | 'createdAt'>
    const made = await payload.create({ collection: 'pages', locale: 'de', data, overrideAccess: true, context })
    return made.id
  }
  const docStamp = async (id: number) =>
    (await payload.findByID({ collection: 'pages', id, depth: 0, draft: true, overrideAccess: true })).updatedAt
  const modulesOf = async (id: number, locale: Locale = 'de') =>
    (await payload.findByID({ collection: 'pages', id, locale, fallbackLocale: false, depth: 0, draft: true, overrideAccess: true }))
      .modules ?? []
  const saveQuote = (
    id: number,
    quoteId: string,
    base: string,
    module: Record<string, unknown>,
    original: Record<string, unknown>,
    token = editor,
  ) =>
    updateModule(
      write('POST', `/de/pageeditor-api/quote/${quoteId}/?doc=pages:${id}&base=${encodeURIComponent(base)}`, { module, original }, token),
      params({ locale: 'de', module: 'quote', id: quoteId }),
    )

  it('applies only the fields an editor changed: a colleague’s change to another field survives, the same field is refused with both values', async () => {
    const id = await freshPage([{ blockType: 'quote', content: 'Kunst ist schön.', author: 'Karl Valentin' }], 'merge-test')
    const quote = (await modulesOf(id))[0] as { id: string; content: string; author: string }
    const opened = { content: quote.content, author: quote.author }
    const stale = await docStamp(id)
    // A changes the text.
    expect(
      (await saveQuote(id, quote.id, stale, { ...opened, content: 'Kunst ist schön, macht aber viel Arbeit.' }, opened, otherEditor))
        .status,
    ).toBe(200)
    // B, a version behind, changes the author: merged onto A's save at once (issue 45), and said so, naming A.
    const merged = await saveQuote(id, quote.id, stale, { ...opened, author: 'K. Valentin' }, opened)
    expect(merged.status).toBe(200)
    expect((await body(merged)).merged).toBe('Gespeichert und mit den Änderungen von Zweite Redakteurin zusammengeführt.')
    expect((await modulesOf(id))[0]).toMatchObject({ content: 'Kunst ist schön, macht aber viel Arbeit.', author: 'K. Valentin' })
    // On the version it saw, nothing to merge and nothing to say.
    const plain = await saveQuote(id, quote.id, await docStamp(id), { author: 'K. Valentin' }, { author: 'K. Valentin' })
    expect((await body(plain)).merged).toBeUndefined()
    // Both change the text: B (a version behind) gets both versions at once, and nothing is written.
    const now = (await modulesOf(id))[0] as { content: string; author: string }
    const seen = { content: now.content, author: now.author }
    const before = await docStamp(id)
    expect((await saveQuote(id, quote.id, before, { ...seen, content: 'Fassung von A' }, seen, otherEditor)).status).toBe(200)
    const clash = await saveQuote(id, quote.id, before, { ...seen, content: 'Fassung von B' }, seen)
    expect(clash.status).toBe(409)
    expect(await clash.json()).toMatchObject({
      error: 'fields',
      conflicts: [{ field: 'content', mine: 'Fassung von B', theirs: 'Fassung von A' }],
      current: { id: quote.id, blockType: 'quote', content: 'Fassung von A' },
      message: 'Dasselbe Feld wurde inzwischen von jemand anderem geändert. Bitte wählen Sie, welche Fassung gilt.',
    })
    expect((await modulesOf(id))[0]).toMatchObject({ content: 'Fassung von A' })
    // B chooses their own text: sent onto the current module, it is written.
    const chosen = await saveQuote(
      id,
      quote.id,
      await docStamp(id),
      { ...seen, content: 'Fassung von B' },
      { ...seen, content: 'Fassung von A' },
    )
    expect(chosen.status).toBe(200)
    expect((await modulesOf(id))[0]).toMatchObject({ content: 'Fassung von B', author: 'K. Valentin' })
  })

  it('says who deleted a module while it was edited, and where it goes back in with the editor’s changes (issue 45)', async () => {
    const id = await freshPage(
      [
        { blockType: 'headline', content: 'Oben' },
        { blockType: 'quote', content: 'Kunst ist schön.', author: 'Karl Valentin' },
        { blockType: 'headline', content: 'Unten' },
      ],
      'gone-test',
    )
    const quote = (await modulesOf(id))[1] as { id: string; content: string; author: string }
    const opened = { content: quote.content, author: quote.author }
    const seen = await docStamp(id)
    // A colleague deletes it while B has it open.
    const removed = await deleteModule(
      write('DELETE', `/de/pageeditor-api/quote/${quote.id}/?doc=pages:${id}&base=${encodeURIComponent(seen)}`, undefined, otherEditor),
      params({ locale: 'de', module: 'quote', id: quote.id }),
    )
    expect(removed.status).toBe(200)
    const mine = { ...opened, content: 'Kunst ist schön, macht aber viel Arbeit.' }
    const gone = await saveQuote(id, quote.id, seen, mine, opened)
    expect(gone.status).toBe(404)
    const said = await body(gone)
    expect(said).toMatchObject({
      error: 'gone',
      by: 'Zweite Redakteurin',
      place: { section: null, column: null, index: 1 },
      message:
        'Zweite Redakteurin hat dieses Modul gelöscht, während Sie es bearbeitet haben. Ihre Änderungen sind noch hier: Sie können es mit ihnen wieder einfügen oder Ihren Text kopieren.',
    })
    expect(JSON.stringify(said)).not.toMatch(/neu laden/)
    // The answer names the draft's version the place is in: the insert is based on it, without
    // waiting for the page to be rendered again (a press before that once met 'changed meanwhile').
    expect(said).toMatchObject({ stamp: await docStamp(id) })
    const { stamp } = said as { stamp: string }
    // Inserted again at that place, with B's text.
    const again = await createModule(
      write(
        'POST',
        `/de/pageeditor-api/quote/?doc=pages:${id}&base=${encodeURIComponent(stamp)}`,
        { module: mine, at: { section: null, column: null, index: 1 } },
        editor,
      ),
      params({ locale: 'de', module: 'quote' }),
    )
    expect(again.status).toBe(200)
    expect((await modulesOf(id)).map((module) => module.blockType)).toEqual(['headline', 'quote', 'headline'])
    expect((await modulesOf(id))[1]).toMatchObject({ content: 'Kunst ist schön, macht aber viel Arbeit.' })
  })

  it.runIf(env().databaseKind === 'postgres')(
    'waits while another app server writes the same page, then offers both versions of the field instead of overwriting (issue 28)',
    async () => {
      const id = await freshPage([{ blockType: 'quote', content: 'Kunst ist schön.', author: 'Karl Valentin' }], 'lock-test')
      const quote = (await modulesOf(id))[0] as { id: string; content: string; author: string }
      const opened = { content: quote.content, author: quote.author }
      const stale = await docStamp(id)
      // Server B takes the page's lock as its own writes do, on a connection of its own …
      const serverB = new pg.Client({ connectionString: env().DATABASE_URL })
      await serverB.connect()
      let mine: Promise<Response> | undefined
      try {
        await serverB.query('BEGIN')
        await serverB.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [LOCK_SPACES.pages, id])
        // … while this server's editor saves on the version both had opened: the save waits.
        let answered = false
        mine = saveQuote(id, quote.id, stale, { ...opened, content: 'Fassung von A' }, opened).then((response) => {
          answered = true
          return response
        })
        await new Promise((resolve) => setTimeout(resolve, 400))
        expect(answered).toBe(false)
        // B saves its draft under the lock and lets go.
        await payload.update({
          collection: 'pages',
          id,
          locale: 'de',
          data: { modules: [{ ...quote, content: 'Fassung von B' }] },
          draft: true,
          depth: 0,
          overrideAccess: true,
          context,
        })
        await serverB.query('COMMIT')
      } finally {
        // Ending B's connection frees the lock whatever happened above.
        await serverB.end()
      }
      const answer = await mine
      expect(answer.status).toBe(409)
      expect(await body(answer)).toMatchObject({
        error: 'fields',
        conflicts: [{ field: 'content', mine: 'Fassung von A', theirs: 'Fassung von B' }],
      })
      expect((await modulesOf(id))[0]).toMatchObject({ content: 'Fassung von B' })
    },
  )

  it('moves a module into a column of a section and back to the page, one undoable save each', async () => {
    const id = await freshPage(
      [
        { blockType: 'headline', headline_level: '2', content: 'Oben' },
        {
          blockType: 'section',
          layout: '50-50',
          columns: [
            { classes: 'a', children: [{ blockType: 'quote', content: 'Links', author: 'A' }] },
            { classes: 'b', children: [] },
          ],
        },
        { blockType: 'quote', content: 'Unten', author: 'U' },
      ],
      'move-test',
    )
    const [headline, section] = (await modulesOf(id)) as { id: string }[]
    const move = async (to: Record<string, unknown>, moduleId = (headline as { id: string }).id, type = 'headline') =>
      patchModule(
        write(
          'PATCH',
          `/de/pageeditor-api/${type}/${moduleId}/?doc=pages:${id}&base=${encodeURIComponent(await docStamp(id))}`,
          { action: 'move', to },
          editor,
        ),
        params({ locale: 'de', module: type, id: moduleId }),
      )
    const into = await move({ section: section?.id, column: 1, index: 0 })
    expect(into.status).toBe(200)
    const after = await modulesOf(id)
    expect(after.map((module) => module.blockType)).toEqual(['section', 'quote'])
    expect((after[0] as { columns: { children: { content: string }[] }[] }).columns[1]?.children.map((child) => child.content)).toEqual([
      'Oben',
    ])
    const { backup } = (await into.json()) as { backup: unknown }
    const undone = await undo(
      write('POST', `/de/pageeditor-api/undo/?doc=pages:${id}&base=${encodeURIComponent(await docStamp(id))}`, { backup }, editor),
      params({ locale: 'de' }),
    )
    expect(undone.status).toBe(200)
    expect((await modulesOf(id)).map((module) => module.blockType)).toEqual(['headline', 'section', 'quote'])
    // A section cannot move into a column; a move onto its own place changes nothing.
    expect((await move({ section: section?.id, column: 0, index: 0 }, section?.id, 'section')).status).toBe(422)
    expect((await move({ section: null, column: null, index: 0 })).status).toBe(422)
    expect((await move({ section: null, column: null, index: 'x' })).status).toBe(400)
  })

  it('refuses to save an empty teaser list, in the editor’s wording', async () => {
    const id = await freshPage([{ blockType: 'headline', headline_level: '2', content: 'Teaser' }], 'list-test')
    const created = await createModule(
      write(
        'POST',
        `/en/pageeditor-api/teaserlist/?doc=pages:${id}&base=${encodeURIComponent(await docStamp(id))}`,
        { module: { children: [] }, at: { section: null, column: null, index: 1 } },
        editor,
      ),
      params({ locale: 'en', module: 'teaserlist' }),
    )
    expect(created.status).toBe(400)
    expect((await body(created)).fields).toEqual({ children: 'This field is required!' })
  })

  it('starts the English version of a German-only page from a copy, and refuses to start it twice', async () => {
    const id = await freshPage(
      [
        { blockType: 'headline', headline_level: '2', content: 'Nur Deutsch' },
        { blockType: 'quote', content: 'Zitat', author: 'Z' },
      ],
      'nur-deutsch',
    )
    // A German edit first: the German language was last edited before English started.
    const quote = (await modulesOf(id, 'de'))[1] as { id: string; content: string; author: string }
    const seen = { content: quote.content, author: quote.author }
    expect((await saveQuote(id, quote.id, await docStamp(id), { ...seen, author: 'Zett' }, seen)).status).toBe(200)
    const start = async (data: Record<string, unknown>) =>
      startTranslation(
        write('POST', `/en/pageeditor-api/translation/?doc=pages:${id}&base=${encodeURIComponent(await docStamp(id))}`, data, editor),
        params({ locale: 'en' }),
      )
    const started = await start({ copy: true, title: 'Only German' })
    expect(started.status).toBe(200)
    expect(await started.json()).toMatchObject({ ok: true, path: '/en/only-german' })
    const [de, en] = [await modulesOf(id, 'de'), await modulesOf(id, 'en')]
    expect(en.map((module) => module.blockType)).toEqual(['headline', 'quote'])
    expect(en[0]).toMatchObject({ content: 'Nur Deutsch' })
    // Fresh ids: rows of both languages share one table.
    expect(en.map((module) => module.id)).not.toContain(de[0]?.id)
    // The copies are no news for the German editor: nothing reads as changed in English (issue 45).
    const staffUser = (
      await payload.find({ collection: 'users', where: { email: { equals: 'editor@example.org' } }, limit: 1, overrideAccess: true })
    ).docs[0] as TypedUser
    expect(await changedSinceOther({ payload, user: staffUser, locale: 'en', ref: { collection: 'pages', id } })).toEqual([])
    // The public does not see it before publishing.
    const visible = await payload.findByID({ collection: 'pages', id, locale: 'en', fallbackLocale: false, depth: 0, overrideAccess: true })
    expect(visible.path ?? null).toBeNull()
    const again = await start({ copy: false })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: 'exists', message: 'This language version exists already. Please reload.' })
    const bad = await start({ copy: 'ja' })
    expect(bad.status).toBe(400)
    // A title without a letter or digit gives no address: refused at the field.
    const other = await freshPage([{ blockType: 'headline', headline_level: '2', content: 'Auch nur Deutsch' }], 'auch-nur-deutsch')
    const noAddress = await startTranslation(
      write(
        'POST',
        `/en/pageeditor-api/translation/?doc=pages:${other}&base=${encodeURIComponent(await docStamp(other))}`,
        { copy: false, title: '!!!' },
        editor,
      ),
      params({ locale: 'en' }),
    )
    expect(noAddress.status).toBe(400)
    expect((await body(noAddress)).fields).toEqual({
      title: 'Please enter a title with letters or digits; the page’s address is made from it.',
    })
  })
})
