import type { CollectionConfig } from 'payload'

import { isEditor, publishedOnlineOrEditor } from '../access'
import { isOnlineField, nameField, showInFilterField, sortField, titleField } from '../fields/common'
import { urlField } from '../fields/link'
import {
  contributorsField,
  descriptionField,
  imageField,
  imagesField,
  programsField,
  promoterField,
  teaserTextField,
  videoUrlField,
} from '../fields/detail'
import { DEPARTMENTS } from '../vocabulary'
import programmeTexts from '@/i18n/messages/programme.json'

import { labelledOptions, messageLabels } from '../fields/options'
import { richTextEditor } from '../fields/richText'
import { slugField } from '../fields/slug'

const programme = { de: 'Programm', en: 'Programme' }
const editorial = { read: publishedOnlineOrEditor, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor }

export const Productions: CollectionConfig = {
  slug: 'productions',
  labels: { singular: { de: 'Produktion', en: 'Production' }, plural: { de: 'Produktionen', en: 'Productions' } },
  admin: { useAsTitle: 'title', group: programme, defaultColumns: ['title', 'season', 'exhibition_type', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    titleField,
    { name: 'subtitle', type: 'text', localized: true, label: { de: 'Untertitel', en: 'Subtitle' } },
    { name: 'artist', type: 'text', label: { de: 'Künstler:in / Kompanie', en: 'Artist / company' } },
    teaserTextField,
    imageField,
    descriptionField,
    imagesField,
    programsField,
    videoUrlField,
    contributorsField,
    promoterField,
    { name: 'events', type: 'join', collection: 'events', on: 'production', label: { de: 'Termine', en: 'Events' } },
    slugField('title'),
    { name: 'season', type: 'relationship', relationTo: 'seasons', index: true, label: { de: 'Spielzeit', en: 'Season' }, admin: { position: 'sidebar' } },
    { name: 'exhibition_type', type: 'relationship', relationTo: 'exhibition-types', index: true, label: { de: 'Veranstaltungsart', en: 'Exhibition type' }, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'relationship', relationTo: 'production-tags', hasMany: true, label: { de: 'Schlagwörter', en: 'Tags' }, admin: { position: 'sidebar' } },
    isOnlineField,
  ],
}

export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: { de: 'Person', en: 'Person' }, plural: { de: 'Personen', en: 'People' } },
  admin: { useAsTitle: 'name', group: programme, defaultColumns: ['name', 'position', 'in_team', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'sort',
  fields: [
    { name: 'name', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
    { name: 'position', type: 'text', localized: true, label: { de: 'Funktion', en: 'Position' } },
    { name: 'bio', type: 'richText', localized: true, editor: richTextEditor, label: { de: 'Biografie', en: 'Biography' } },
    imageField,
    { name: 'email', type: 'email', label: { de: 'E-Mail (öffentlich)', en: 'E-mail (public)' } },
    slugField('name', { localized: false }),
    { name: 'in_team', type: 'checkbox', defaultValue: false, label: { de: 'In der Teamliste', en: 'In the team list' }, admin: { position: 'sidebar' } },
    {
      name: 'department',
      type: 'select',
      label: { de: 'Bereich', en: 'Department' },
      options: labelledOptions(messageLabels(programmeTexts, 'departments', DEPARTMENTS)),
      admin: { position: 'sidebar' },
    },
    sortField,
    isOnlineField,
  ],
}

export const Series: CollectionConfig = {
  slug: 'series',
  labels: { singular: { de: 'Reihe', en: 'Series' }, plural: { de: 'Reihen', en: 'Series' } },
  admin: { useAsTitle: 'name', group: programme, defaultColumns: ['name', 'show_in_filter', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    nameField,
    teaserTextField,
    imageField,
    descriptionField,
    { name: 'events', type: 'join', collection: 'events', on: 'series', label: { de: 'Termine', en: 'Events' } },
    slugField('name'),
    showInFilterField,
    sortField,
    isOnlineField,
  ],
}

export const Venues: CollectionConfig = {
  slug: 'venues',
  labels: { singular: { de: 'Spielort', en: 'Venue' }, plural: { de: 'Spielorte', en: 'Venues' } },
  admin: { useAsTitle: 'name', group: programme, defaultColumns: ['name', 'city', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'sort',
  fields: [
    nameField,
    teaserTextField,
    imageField,
    descriptionField,
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', label: { de: 'Straße', en: 'Street' } },
        { name: 'postal_code', type: 'text', label: { de: 'PLZ', en: 'Postal code' } },
        { name: 'city', type: 'text', label: { de: 'Ort', en: 'City' } },
      ],
    },
    { name: 'directions', type: 'textarea', localized: true, label: { de: 'Anfahrt', en: 'Directions' } },
    { name: 'accessibility', type: 'textarea', localized: true, label: { de: 'Barrierefreiheit', en: 'Accessibility' } },
    {
      type: 'row',
      fields: [
        { name: 'step_free', type: 'checkbox', defaultValue: false, label: { de: 'Stufenloser Zugang', en: 'Step-free access' } },
        { name: 'hearing_loop', type: 'checkbox', defaultValue: false, label: { de: 'Induktionsschleife', en: 'Hearing loop' } },
        { name: 'accessible_toilets', type: 'checkbox', defaultValue: false, label: { de: 'Barrierefreie Toiletten', en: 'Accessible toilets' } },
      ],
    },
    {
      ...urlField({ name: 'transit_url', label: { de: 'Link zur Fahrplanauskunft', en: 'Public transport planner link' } }),
      admin: { description: { de: 'Die Verbindungssuche des örtlichen Verkehrsverbunds mit diesem Spielort als Ziel.', en: 'The local transport planner with this venue as the destination.' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', label: { de: 'Breitengrad', en: 'Latitude' }, min: -90, max: 90 },
        { name: 'longitude', type: 'number', label: { de: 'Längengrad', en: 'Longitude' }, min: -180, max: 180 },
      ],
    },
    { name: 'rooms', type: 'join', collection: 'rooms', on: 'venue', label: { de: 'Räume', en: 'Rooms' } },
    slugField('name'),
    sortField,
    isOnlineField,
  ],
}

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: { de: 'Magazinartikel', en: 'Magazine article' }, plural: { de: 'Magazin', en: 'Magazine' } },
  admin: { useAsTitle: 'title', group: { de: 'Magazin', en: 'Magazine' }, defaultColumns: ['title', 'category', 'published_at', '_status'] },
  access: editorial,
  versions: { drafts: true, maxPerDoc: 30 },
  defaultSort: '-published_at',
  fields: [
    titleField,
    { name: 'preline', type: 'text', localized: true, label: { de: 'Dachzeile', en: 'Preline' } },
    teaserTextField,
    imageField,
    { name: 'content', type: 'richText', localized: true, required: true, editor: richTextEditor, label: { de: 'Text', en: 'Text' } },
    { name: 'author', type: 'text', label: { de: 'Autor:in', en: 'Author' } },
    { name: 'related_productions', type: 'relationship', relationTo: 'productions', hasMany: true, label: { de: 'Zugehörige Produktionen', en: 'Related productions' } },
    slugField('title'),
    { name: 'published_at', type: 'date', required: true, index: true, label: { de: 'Veröffentlicht am', en: 'Published on' }, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'category', type: 'relationship', relationTo: 'article-categories', required: true, index: true, label: { de: 'Kategorie', en: 'Category' }, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'relationship', relationTo: 'article-tags', hasMany: true, label: { de: 'Schlagwörter', en: 'Tags' }, admin: { position: 'sidebar' } },
    isOnlineField,
  ],
}
