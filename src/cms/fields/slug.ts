import type { Field, FieldHook } from 'payload'

import { slugify } from '@/lib/text/slugify'

/**
 * A slug filled from another field of the same document when left empty; localised by default,
 * because SPEC's paths differ per language (programm / programme).
 */
export function slugField(from: string, options: { localized?: boolean; required?: boolean } = {}): Field {
  const fillSlug: FieldHook = ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source: unknown = data?.[from] ?? originalDoc?.[from]
    return typeof source === 'string' ? slugify(source) : value
  }
  return {
    name: 'slug',
    type: 'text',
    label: { de: 'Slug (URL-Teil)', en: 'Slug (URL part)' },
    localized: options.localized ?? true,
    index: true,
    required: options.required ?? false,
    admin: {
      position: 'sidebar',
      description: { de: 'Leer lassen, um ihn aus dem Titel zu bilden.', en: 'Leave empty to derive it from the title.' },
    },
    hooks: { beforeValidate: [fillSlug] },
  }
}
