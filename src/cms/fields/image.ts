import type { Field } from 'payload'

type Label = { de: string; en: string }
export type MediaKind = 'image' | 'video' | 'audio'

const IMAGE_LABEL: Label = { de: 'Bild', en: 'Image' }

/**
 * An upload to `media` that offers (and accepts) only files of one kind. Thumbnails are not stored
 * with the module: they are the upload's own sizes (SPEC §9 vertical and horizontal).
 */
export function mediaField({
  name,
  label,
  kind,
  required = false,
}: {
  name: string
  label: Label
  kind: MediaKind
  required?: boolean
}): Field {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    required,
    label,
    filterOptions: { mimeType: { contains: `${kind}/` } },
  }
}

/** The image of a module (`image` unless named otherwise). */
export function imageField({
  name = 'image',
  required = false,
  label = IMAGE_LABEL,
}: { name?: string; required?: boolean; label?: Label } = {}): Field {
  return mediaField({ name, label, kind: 'image', required })
}
