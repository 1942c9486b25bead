import type { CollectionConfig } from 'payload'

import { isEditor, publishedOnlineOrEditor } from '../access'
import { sectionChildBlocks } from '../blocks'
import { isOnlineField } from '../fields/common'
import { editedByField } from '../fields/editedBy'

export const CONTAINER_OWNER_TYPES = ['page', 'event', 'production', 'person', 'article', 'venue', 'series', 'form'] as const

/** A document type that carries containers (a container's `content_type`). */
export type ContainerOwner = (typeof CONTAINER_OWNER_TYPES)[number]

/** The collection of each document type that carries containers (SPEC §3 admin edit links by type). */
export const CONTAINER_OWNER_COLLECTIONS = {
  page: 'pages',
  event: 'events',
  production: 'productions',
  person: 'people',
  article: 'articles',
  venue: 'venues',
  series: 'series',
  form: 'forms',
} as const satisfies Record<(typeof CONTAINER_OWNER_TYPES)[number], string>

/**
 * An editable section that any document can carry (SPEC §3 container module): found by slug,
 * owned by (content_type, object_id), made of columns whose children are content modules.
 */
export const Containers: CollectionConfig = {
  slug: 'containers',
  labels: { singular: { de: 'Bereich', en: 'Section container' }, plural: { de: 'Bereiche', en: 'Section containers' } },
  admin: { useAsTitle: 'slug', group: { de: 'Inhalte', en: 'Content' }, defaultColumns: ['slug', 'content_type', 'object_id', '_status'] },
  access: { read: publishedOnlineOrEditor, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor },
  versions: { drafts: { validate: true }, maxPerDoc: 50 },
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { de: 'Kennung', en: 'Key' },
      admin: { description: { de: 'z. B. event-42-main', en: 'e.g. event-42-main' } },
    },
    { name: 'parent', type: 'text', label: { de: 'Übergeordneter Bereich', en: 'Parent section' } },
    {
      name: 'content_type',
      type: 'select',
      required: true,
      label: { de: 'Gehört zu (Typ)', en: 'Belongs to (type)' },
      options: CONTAINER_OWNER_TYPES.map((value) => ({ value, label: value })),
    },
    { name: 'object_id', type: 'number', required: true, index: true, label: { de: 'Gehört zu (ID)', en: 'Belongs to (id)' } },
    {
      name: 'columns',
      type: 'array',
      localized: true,
      label: { de: 'Spalten', en: 'Columns' },
      labels: { singular: { de: 'Spalte', en: 'Column' }, plural: { de: 'Spalten', en: 'Columns' } },
      fields: [
        { name: 'classes', type: 'text', defaultValue: 'medium-10 xlarge-6', label: { de: 'CSS-Klassen', en: 'CSS classes' } },
        { name: 'children', type: 'blocks', blocks: sectionChildBlocks, label: { de: 'Module', en: 'Modules' } },
      ],
    },
    isOnlineField,
    editedByField,
  ],
}
