import type { CollectionConfig, Field } from 'payload'

import { anyone, isEditor } from '../access'
import { nameField, showInFilterField, sortField } from '../fields/common'
import { slugField } from '../fields/slug'

type Label = { de: string; en: string }

const group: Label = { de: 'Einordnung', en: 'Taxonomy' }

/** One shape for every list that only names and groups content (filters, categories, tags). */
function taxonomy(slug: string, singular: Label, plural: Label, extra: { filter?: boolean; fields?: Field[] } = {}): CollectionConfig {
  return {
    slug,
    labels: { singular, plural },
    admin: { useAsTitle: 'name', group, defaultColumns: ['name', 'slug', ...(extra.filter ? ['show_in_filter'] : [])] },
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
    defaultSort: 'sort',
    fields: [nameField, slugField('name'), ...(extra.filter ? [showInFilterField] : []), sortField, ...(extra.fields ?? [])],
  }
}

export const Genres = taxonomy('genres', { de: 'Genre', en: 'Genre' }, { de: 'Genres', en: 'Genres' }, { filter: true })

export const ExhibitionTypes = taxonomy(
  'exhibition-types',
  { de: 'Veranstaltungsart', en: 'Exhibition type' },
  { de: 'Veranstaltungsarten', en: 'Exhibition types' },
  { filter: true },
)

export const EventTags = taxonomy(
  'event-tags',
  { de: 'Termin-Schlagwort', en: 'Event tag' },
  { de: 'Termin-Schlagwörter', en: 'Event tags' },
  { filter: true },
)

export const ProductionTags = taxonomy(
  'production-tags',
  { de: 'Produktions-Schlagwort', en: 'Production tag' },
  { de: 'Produktions-Schlagwörter', en: 'Production tags' },
  { filter: true },
)

export const ArticleTags = taxonomy(
  'article-tags',
  { de: 'Magazin-Schlagwort', en: 'Magazine tag' },
  { de: 'Magazin-Schlagwörter', en: 'Magazine tags' },
)

export const ArticleCategories = taxonomy(
  'article-categories',
  { de: 'Magazin-Kategorie', en: 'Magazine category' },
  { de: 'Magazin-Kategorien', en: 'Magazine categories' },
  {
    fields: [
      {
        name: 'style_name',
        type: 'select',
        label: { de: 'Darstellung', en: 'Style' },
        defaultValue: 'default',
        options: [
          { value: 'default', label: { de: 'Standard', en: 'Default' } },
          { value: 'interview', label: { de: 'Interview', en: 'Interview' } },
          { value: 'essay', label: { de: 'Essay', en: 'Essay' } },
          { value: 'report', label: { de: 'Reportage', en: 'Report' } },
        ],
      },
    ],
  },
)

export const Seasons = taxonomy(
  'seasons',
  { de: 'Spielzeit', en: 'Season' },
  { de: 'Spielzeiten', en: 'Seasons' },
  {
    filter: true,
    fields: [
      { name: 'starts_on', type: 'date', label: { de: 'Beginn', en: 'Starts' }, required: true },
      { name: 'ends_on', type: 'date', label: { de: 'Ende', en: 'Ends' }, required: true },
    ],
  },
)

export const Rooms = taxonomy(
  'rooms',
  { de: 'Raum', en: 'Room' },
  { de: 'Räume', en: 'Rooms' },
  {
    filter: true,
    fields: [
      { name: 'venue', type: 'relationship', relationTo: 'venues', required: true, index: true, label: { de: 'Spielort', en: 'Venue' } },
    ],
  },
)
