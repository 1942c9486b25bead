import path from 'node:path'
import type { CollectionConfig, ImageSize } from 'payload'

import { env } from '@/lib/env'
import { PUBLIC_CACHE } from '@/lib/http/json'

import { anyone, isEditor } from '../access'

/** SPEC §9 image sizes, each in webp and avif; the original is kept for download and the admin. */
function sizes(name: string, width: number, height: number): ImageSize[] {
  return [
    { name, width, height, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
    { name: `${name}_avif`, width, height, position: 'centre', formatOptions: { format: 'avif', options: { quality: 55, effort: 2 } } },
  ]
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { de: 'Medium', en: 'Media file' }, plural: { de: 'Medien', en: 'Media' } },
  admin: { group: { de: 'Inhalte', en: 'Content' }, useAsTitle: 'alt' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    // The folder is chosen at run time (MEDIA_DIR); it holds uploads, not code to trace.
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().MEDIA_DIR),
    mimeTypes: [
      'image/*',
      'video/mp4',
      'video/webm',
      'audio/mpeg',
      'audio/ogg',
      'audio/mp4',
      'audio/wav',
      'audio/x-wav',
      'application/pdf',
    ],
    // Anyone may read every medium, so its files are cached like a public page: a caching proxy or
    // CDN keeps each one, and a picture no longer reaches an app server and the object store once
    // per visitor (issue 28). A deleted file is gone from the proxy within its next refresh.
    // Only a file's answer (it has a type), never a refused range (416), which has none.
    modifyResponseHeaders: ({ headers }) => {
      if (headers.has('Content-Type')) headers.set('Cache-Control', PUBLIC_CACHE)
      return headers
    },
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, position: 'centre', formatOptions: { format: 'webp', options: { quality: 70 } } },
      ...sizes('vertical', 400, 500),
      ...sizes('horizontal', 1240, 700),
      // Half of horizontal for phones and card columns: the same crop, a quarter of the bytes.
      ...sizes('horizontal_small', 620, 350),
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      label: { de: 'Alternativtext', en: 'Alt text' },
      admin: {
        description: {
          de: 'Beschreibt das Bild für Menschen, die es nicht sehen.',
          en: 'Describes the image for people who cannot see it.',
        },
      },
    },
    { name: 'caption', type: 'text', localized: true, label: { de: 'Bildunterschrift', en: 'Caption' } },
    { name: 'credit', type: 'text', label: { de: 'Fotonachweis', en: 'Photo credit' } },
  ],
}
