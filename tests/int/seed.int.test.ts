import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { moduleBlocks } from '@/cms/blocks'
import { ACCESS_FEATURES } from '@/cms/vocabulary'

import { makePicture, PICTURE_KINDS } from '../../scripts/seed/images'
import { seedFestival } from '../../scripts/seed/index'
import { finishPictures } from '../../scripts/seed/pictures'
import { cmsApi } from '../setup/cmsApi'
import { testPayload } from '../setup/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seedFestival(payload, { now: new Date() })
}, 300_000)

const total = async (collection: Parameters<Payload['count']>[0]['collection']) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

/** Every block type used in a list of modules, nested modules included. */
function blockTypes(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) blockTypes(item, found)
  else if (value && typeof value === 'object') {
    if ('blockType' in value && typeof value.blockType === 'string') found.add(value.blockType)
    for (const child of Object.values(value)) blockTypes(child, found)
  }
  return found
}

describe('the demo festival (npm run seed)', () => {
  it('is a believable festival: three weeks of events across venues, with its people, magazine and forms', async () => {
    expect(await total('events')).toBeGreaterThanOrEqual(150)
    expect(await total('venues')).toBeGreaterThanOrEqual(5)
    // Minimums a believable festival needs, not the seed's exact numbers: more content keeps this green.
    const minimums = {
      productions: 20,
      people: 30,
      articles: 20,
      'article-categories': 3,
      series: 3,
      genres: 3,
      seasons: 1,
      forms: 2,
    } as const
    for (const [collection, least] of Object.entries(minimums)) {
      expect(await total(collection as keyof typeof minimums), collection).toBeGreaterThanOrEqual(least)
    }
    expect(await total('timeslots')).toBeGreaterThan(0)
    for (const collection of ['breaking-news', 'containers', 'redirects', 'form-entries', 'customers'] as const) {
      expect(await total(collection), collection).toBeGreaterThanOrEqual(1)
    }
    // The demo customer's order and the box office's sales: each order stands on its cart and its reservations.
    const orders = await payload.find({ collection: 'orders', depth: 0, pagination: false, overrideAccess: true })
    expect(orders.docs.length).toBeGreaterThanOrEqual(1)
    for (const order of orders.docs) {
      expect(order.cart, order.number).toBeTruthy()
      const held = await payload.count({ collection: 'reservations', where: { order: { equals: order.id } }, overrideAccess: true })
      expect(held.totalDocs, order.number).toBeGreaterThan(0)
    }
    const classes = (
      await payload.find({
        collection: 'events',
        where: { id_jet: { exists: true } },
        pagination: false,
        depth: 0,
        select: { availability: true },
        overrideAccess: true,
      })
    ).docs.map((event) => event.availability)
    // The demo shows each state a visitor may meet.
    expect(classes).toContain('sold_out')
    expect(classes).toContain('few')
    expect(classes.every((value) => value === 'available' || value === 'few' || value === 'sold_out')).toBe(true)
    const companions = await payload.count({ collection: 'seat-groups', where: { companion_seat: { equals: true } }, overrideAccess: true })
    expect(companions.totalDocs).toBeGreaterThan(0)
    expect(await total('users')).toBeGreaterThanOrEqual(3)
    const discounts = await payload.count({ collection: 'prices', where: { text: { not_equals: 'Vollpreis' } }, overrideAccess: true })
    expect(discounts.totalDocs).toBeGreaterThan(0)
  })

  it('offers access features on a believable share of performances, each kind at least once', async () => {
    const events = (
      await payload.find({ collection: 'events', pagination: false, depth: 0, select: { access_features: true }, overrideAccess: true })
    ).docs
    const withAny = events.filter((event) => (event.access_features ?? []).length > 0)
    expect(withAny.length / events.length).toBeGreaterThan(0.15)
    expect(withAny.length / events.length).toBeLessThan(0.8)
    const kinds = new Set(events.flatMap((event) => event.access_features ?? []))
    expect([...kinds].sort()).toEqual([...ACCESS_FEATURES].sort())
  })

  it('gives public content in both languages', async () => {
    const [de] = (await payload.find({ collection: 'productions', locale: 'de', limit: 1, sort: 'id', overrideAccess: false })).docs
    const en = await payload.findByID({ collection: 'productions', id: de?.id ?? 0, locale: 'en', overrideAccess: false })
    expect(de?.title).toBeTruthy()
    expect(en.title).toBeTruthy()
    expect(en.title).not.toBe(de?.title)
    expect(en.slug).not.toBe(de?.slug)
  })

  it('uses every content module on its pages, in German and in English', async () => {
    const slugs = moduleBlocks.map((block) => block.slug).sort()
    for (const locale of ['de', 'en'] as const) {
      const pages = await payload.find({ collection: 'pages', locale, limit: 0, pagination: false, depth: 0, overrideAccess: true })
      expect([...blockTypes(pages.docs.map((page) => page.modules))].sort()).toEqual(slugs)
    }
  })

  it('has a showcase page holding every content module by itself, in both languages', async () => {
    const slugs = moduleBlocks.map((block) => block.slug).sort()
    for (const [locale, path] of [
      ['de', '/bausteine'],
      ['en', '/building-blocks'],
    ] as const) {
      const showcase = await payload.find({
        collection: 'pages',
        locale,
        where: { path: { equals: path } },
        limit: 1,
        depth: 0,
        overrideAccess: false,
      })
      expect([...blockTypes(showcase.docs[0]?.modules)].sort()).toEqual(slugs)
    }
  })

  it("names each picture's files as Payload's own upload does, and writes them once the content stands", async () => {
    const staticDir = payload.collections.media.config.upload.staticDir ?? ''
    const demo = await payload.find({
      collection: 'media',
      where: { filesize: { exists: false } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    // Every picture is pending after the content is seeded: named, measured, no file yet.
    const pictures = await payload.count({ collection: 'media', where: { mimeType: { equals: 'image/png' } }, overrideAccess: true })
    expect(demo.docs.length).toBe(pictures.totalDocs)
    const poster = demo.docs.find((doc) => doc.filename?.startsWith('poster-'))
    const logo = demo.docs.find((doc) => doc.filename?.startsWith('logo-'))
    if (!poster?.filename || !logo?.filename) throw new Error('the demo has a poster and a logo')
    expect(fs.existsSync(path.join(staticDir, poster.filename))).toBe(false)
    // Pages made now name its final files already.
    const named = await payload.findByID({ collection: 'media', id: poster.id, depth: 0, overrideAccess: false })
    expect(named.url).toBe(`/cms-api/media/file/${poster.filename}`)
    expect(named.sizes?.horizontal_avif?.url).toBe(`/cms-api/media/file/${poster.filename.replace(/\.png$/, '-1240x700.avif')}`)
    // Until then a page naming it gets "not found" for the file, not a server error.
    expect((await cmsApi('GET', `/media/file/${poster.filename}`)).status).toBe(404)

    // The same picture uploaded through Payload: the same sizes, measures and types, named alike.
    const [name, seed] = poster.filename.replace(/\.png$/, '').split('-')
    const kind = PICTURE_KINDS.find((known) => known === name)
    if (!kind) throw new Error(`unknown kind ${name}`)
    const data = await makePicture(kind, Number(seed))
    const uploaded = await payload.create({
      collection: 'media',
      data: { alt: 'Vergleich' },
      file: { data, mimetype: 'image/png', name: `upload-${poster.filename}`, size: data.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const shape = (doc: typeof poster, base: string) => ({
      width: doc.width,
      height: doc.height,
      focal: [doc.focalX, doc.focalY],
      sizes: Object.fromEntries(
        Object.entries(doc.sizes ?? {}).map(([name, size]) => [
          name,
          { width: size.width, height: size.height, mimeType: size.mimeType, filename: size.filename?.replace(base, 'NAME') },
        ]),
      ),
    })
    expect(shape(poster, poster.filename.replace(/\.png$/, ''))).toEqual(shape(uploaded, `upload-${poster.filename.replace(/\.png$/, '')}`))
    await payload.delete({ collection: 'media', id: uploaded.id, overrideAccess: true, context: { disableRevalidate: true } })

    expect(await finishPictures(payload, [poster.id, logo.id])).toBe(2)
    expect(await finishPictures(payload, [poster.id, logo.id])).toBe(0)
    for (const { id, filename } of [poster, logo]) {
      const done = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true })
      expect(done.url).toBe(`/cms-api/media/file/${filename}`)
      expect(done.filesize).toBe(fs.statSync(path.join(staticDir, filename ?? '')).size)
      for (const size of Object.values(done.sizes ?? {})) {
        if (!size.filename) continue
        expect(size.url).toBe(`/cms-api/media/file/${size.filename}`)
        const file = path.join(staticDir, size.filename)
        expect(size.filesize, size.filename).toBe(fs.statSync(file).size)
        const meta = await sharp(file).metadata()
        expect([meta.width, meta.height, `image/${meta.format === 'heif' ? 'avif' : meta.format}`], size.filename).toEqual([
          size.width,
          size.height,
          size.mimeType,
        ])
      }
    }
    // The poster keeps a file of every image size after its update.
    const finishedPoster = await payload.findByID({ collection: 'media', id: poster.id, depth: 0, overrideAccess: true })
    const imageSizes = payload.collections.media.config.upload.imageSizes ?? []
    expect(Object.values(finishedPoster.sizes ?? {}).filter((size) => size.filename)).toHaveLength(imageSizes.length)
    const served = await cmsApi('GET', `/media/file/${poster.filename}`)
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png'])
    // A logo is smaller than every size: like an upload, it keeps only its original.
    const finishedLogo = await payload.findByID({ collection: 'media', id: logo.id, depth: 0, overrideAccess: true })
    expect(Object.values(finishedLogo.sizes ?? {}).filter((size) => size.filename)).toEqual([])
  })

  it('adds nothing when run again on the seeded database', async () => {
    const collections = ['events', 'productions', 'pages', 'media', 'prices', 'users'] as const
    const before = await Promise.all(collections.map(total))
    // The pictures left pending above are the pictures step's (the test before); this run seeds content only.
    const rerun = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/seed.ts', '--pictures-later'], {
      env: process.env,
      encoding: 'utf8',
    })
    expect(rerun.status).toBe(0)
    expect(rerun.stdout + rerun.stderr).toContain('nothing to seed')
    expect(await Promise.all(collections.map(total))).toEqual(before)
  })
})
