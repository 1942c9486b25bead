import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { ImageSize, Payload } from 'payload'
import sharp from 'sharp'

import { env } from '../../src/lib/env'
import { s3ClientConfig } from '../../src/lib/ops/connections'
import type { L } from './content/types'
import { makePicture, PICTURE_KINDS, pictureSize, pictureSvg, type PictureKind } from './images'
import { write } from './write'

/**
 * The demo festival's pictures come in two steps, so that the site can serve before they are
 * encoded (issue 47: seeding took 32 s on a quiet machine, half of it encoding 57 pictures into
 * seven sizes). `addPicture` writes a media document as Payload's upload would leave it (the
 * original and every image size of the collection, named and measured) but no file;
 * `finishPictures` renders and encodes the files of the pictures still pending into the media
 * folder or the bucket. Pages made in between already name the final files: each picture appears
 * once its file is written, and no page needs rendering again. A picture is pending while its
 * original has no file size; that is written last, so an interrupted run is finished by the next.
 */

/** A picture's file: the original or one image size, as its media document names it. */
interface PictureFile {
  filename: string
  width: number
  height: number
  mimeType: string
  /** The image size this file is (none for the original). */
  size?: ImageSize & { formatOptions: NonNullable<ImageSize['formatOptions']> }
}

const DEMO_NAME = new RegExp(`^(${PICTURE_KINDS.join('|')})-(\\d+)\\.png$`)

function mediaImageSizes(payload: Payload): { sizes: ImageSize[]; staticDir: string } {
  const upload = payload.collections.media.config.upload
  return { sizes: upload.imageSizes ?? [], staticDir: upload.staticDir ?? '' }
}

/**
 * The files of a demo picture: its PNG original and each image size of the media collection it is
 * large enough for, named as Payload names them (`name-WIDTHxHEIGHT.format`). Payload makes no size
 * larger than an original in both directions (a logo keeps only its original).
 */
function pictureFiles(kind: PictureKind, seed: number, imageSizes: ImageSize[]): PictureFile[] {
  const { width, height } = pictureSize(kind)
  const base = `${kind}-${seed}`
  const files: PictureFile[] = [{ filename: `${base}.png`, width, height, mimeType: 'image/png' }]
  for (const size of imageSizes) {
    const { formatOptions } = size
    if (!size.width || !size.height || !formatOptions)
      throw new Error(`The demo pictures need image size '${size.name}' with width, height and format`)
    if (size.width > width && size.height > height) continue
    files.push({
      filename: `${base}-${size.width}x${size.height}.${formatOptions.format}`,
      width: size.width,
      height: size.height,
      mimeType: `image/${formatOptions.format}`,
      size: { ...size, formatOptions },
    })
  }
  return files
}

/** Writes a pending demo picture's media document (no file yet) and returns its id. */
export async function addPicture(payload: Payload, kind: PictureKind, seed: number, alt: L): Promise<number> {
  const [original, ...sizes] = pictureFiles(kind, seed, mediaImageSizes(payload).sizes)
  if (!original) throw new Error('a picture has an original')
  const doc = await payload.db.create({
    collection: 'media',
    data: {
      alt: { de: alt.de, en: alt.en },
      filename: original.filename,
      mimeType: original.mimeType,
      width: original.width,
      height: original.height,
      focalX: 50,
      focalY: 50,
      sizes: Object.fromEntries(
        sizes.map((file) => [
          file.size?.name,
          { filename: file.filename, width: file.width, height: file.height, mimeType: file.mimeType },
        ]),
      ),
    },
  })
  const id: unknown = doc.id
  if (typeof id !== 'number') throw new Error('a media document has a numeric id')
  return id
}

/** Where the files go: the bucket when the site keeps its uploads there, else the media folder. */
function fileStore(staticDir: string): (filename: string, data: Buffer, mimeType: string) => Promise<void> {
  const settings = env()
  const bucket = settings.S3_BUCKET
  if (bucket) {
    const client = new S3Client(s3ClientConfig(settings))
    return async (filename, data, mimeType) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: filename, Body: data, ContentType: mimeType }))
    }
  }
  let folder: Promise<unknown> | undefined
  return async (filename, data) => {
    await (folder ??= fs.mkdir(staticDir, { recursive: true }))
    await writeWhole(path.join(staticDir, filename), data)
  }
}

/**
 * Writes a file aside and renames it into place: a reader (the server serving the picture while it
 * is written, or a second seed sharing the cache) never gets half a file, which a proxy or a
 * device would then keep.
 */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.partial`
  try {
    await fs.writeFile(partial, data)
    await fs.rename(partial, file)
  } finally {
    await fs.rm(partial, { force: true })
  }
}

/**
 * Encoded demo files by their drawing and encoding, kept between runs: a machine seeds the same
 * pictures again and again (each test run seeds three databases), and encoding is what costs.
 */
const CACHE_DIR = path.resolve('node_modules/.cache/festival-demo-pictures')

/** A file's bytes from the cache, else made by `make` and kept for the next run. */
async function cached(recipe: string, extension: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(CACHE_DIR, `${createHash('sha256').update(recipe).digest('hex')}${extension}`)
  const hit = await fs.readFile(file).catch(() => null)
  if (hit) return hit
  const data = await make()
  // A cache that cannot be written (a read-only or full disk) only costs the next run the encoding.
  await fs
    .mkdir(CACHE_DIR, { recursive: true })
    .then(() => writeWhole(file, data))
    .catch(() => undefined)
  return data
}

/**
 * An image size of a drawing, cropped and encoded as the media collection says. Drawn at each size
 * rather than scaled from the PNG original: decoding that seven times took a tenth longer.
 */
function encodeSize(svg: string, file: PictureFile & { size: NonNullable<PictureFile['size']> }): Promise<Buffer> {
  const { position, formatOptions } = file.size
  return sharp(Buffer.from(svg))
    .resize({ width: file.width, height: file.height, position: position ?? 'centre' })
    .toFormat(formatOptions.format, formatOptions.options)
    .toBuffer()
}

/**
 * Writes the files of pending demo pictures (all, or those with the given ids) and marks them done.
 * Returns how many it finished.
 */
export async function finishPictures(payload: Payload, only?: number[]): Promise<number> {
  const { sizes, staticDir } = mediaImageSizes(payload)
  const store = fileStore(staticDir)
  const pending = await payload.find({
    collection: 'media',
    where: { and: [{ filesize: { exists: false } }, ...(only ? [{ id: { in: only } }] : [])] },
    pagination: false,
    depth: 0,
    select: { filename: true },
    overrideAccess: true,
  })
  let finished = 0
  async function finish(doc: { id: number; filename?: string | null }): Promise<void> {
    const match = DEMO_NAME.exec(doc.filename ?? '')
    const kind = PICTURE_KINDS.find((candidate) => candidate === match?.[1])
    if (!kind || !match) return
    const seed = Number(match[2])
    const svg = pictureSvg(kind, seed)
    const filesizes: Record<string, { filesize: number }> = {}
    let originalSize = 0
    for (const file of pictureFiles(kind, seed, sizes)) {
      const { size } = file
      const recipe = JSON.stringify({ svg, width: file.width, height: file.height, size: size ?? null })
      const data = await cached(recipe, path.extname(file.filename), () =>
        size ? encodeSize(svg, { ...file, size }) : makePicture(kind, seed),
      )
      await store(file.filename, data, file.mimeType)
      if (file.size) filesizes[file.size.name] = { filesize: data.length }
      else originalSize = data.length
    }
    // Only if it is still the pending demo picture: beside a running site an editor may have
    // replaced its file or deleted it meanwhile.
    const { docs } = await payload.update({
      collection: 'media',
      where: { and: [{ id: { equals: doc.id } }, { filename: { equals: doc.filename } }, { filesize: { exists: false } }] },
      data: { filesize: originalSize, sizes: filesizes },
      ...write,
    })
    if (docs.length > 0) finished++
  }
  // A picture that fails is left pending for the next run; the others go on.
  const finishOrReport = (doc: { id: number; filename?: string | null }) =>
    finish(doc).catch((error: unknown) =>
      payload.logger.warn({ err: error }, `demo picture ${doc.filename ?? doc.id} left for the next run`),
    )
  // An encoder keeps about a core busy: one core is left to what runs beside (the server on
  // `npm start`, the build in the test run).
  const queue = [...pending.docs]
  const lane = async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) await finishOrReport(doc)
  }
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism() - 1) }, lane))
  return finished
}
