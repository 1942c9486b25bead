import type { CollectionConfig } from 'payload'

import { isEditor, publishedOnlineOrTicketStaff } from '../access'
import { systemField } from '../fields/system'
import { isOnlineField, titleField } from '../fields/common'
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
import { ACCESS_FEATURES } from '../vocabulary'
import programmeTexts from '@/i18n/messages/programme.json'

import { labelledOptions, messageLabels } from '../fields/options'
import { slugField } from '../fields/slug'
import { urlField } from '../fields/link'
import { richTextEditor } from '../fields/richText'

const eventTypeLabels = {
  performance: { de: 'Vorstellung', en: 'Performance' },
  premiere: { de: 'Premiere', en: 'Premiere' },
  germanPremiere: { de: 'Deutschlandpremiere', en: 'German premiere' },
  lastPerformance: { de: 'Letzte Vorstellung', en: 'Last performance' },
  guestPerformance: { de: 'Gastspiel', en: 'Guest performance' },
  opening: { de: 'Eröffnung', en: 'Opening' },
  talk: { de: 'Gespräch', en: 'Talk' },
  workshop: { de: 'Workshop', en: 'Workshop' },
}

/**
 * One dated occurrence in the programme. Its ticketing inventory (seat groups, prices, timeslots)
 * lives in collections of its own so that reservations can lock and count per row.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: { de: 'Termin', en: 'Event' }, plural: { de: 'Termine', en: 'Events' } },
  admin: {
    useAsTitle: 'title',
    group: { de: 'Programm', en: 'Programme' },
    defaultColumns: ['title', 'date_start', 'venue', 'event_type_new', '_status'],
    listSearchableFields: ['title', 'id_jet'],
  },
  access: { read: publishedOnlineOrTicketStaff, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor },
  versions: { drafts: true, maxPerDoc: 30 },
  defaultSort: 'date_start',
  fields: [
    titleField,
    {
      type: 'tabs',
      tabs: [
        {
          label: { de: 'Anzeige', en: 'Display' },
          description: {
            de: 'Welche Felder ein Termin zeigt, wählt der Termin-Stil in den Design-Einstellungen (1, 2 oder 3).',
            en: 'Which fields an event shows is chosen by the event style in the design settings (1, 2 or 3).',
          },
          fields: [
            { name: 'preline', type: 'text', localized: true, label: { de: 'Dachzeile', en: 'Preline' } },
            { name: 'subline', type: 'text', localized: true, label: { de: 'Unterzeile', en: 'Subline' } },
            { name: 'artist', type: 'text', label: { de: 'Künstler:in / Kompanie', en: 'Artist / company' } },
            teaserTextField,
            imageField,
          ],
        },
        {
          label: { de: 'Detailseite', en: 'Detail page' },
          fields: [
            {
              name: 'important_info',
              type: 'richText',
              localized: true,
              editor: richTextEditor,
              label: { de: 'Wichtige Hinweise', en: 'Important information' },
            },
            descriptionField,
            imagesField,
            programsField,
            videoUrlField,
            contributorsField,
            {
              name: 'sponsors',
              type: 'array',
              label: { de: 'Förderer', en: 'Sponsors' },
              fields: [
                { name: 'name', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
                { name: 'logo', type: 'upload', relationTo: 'media', label: { de: 'Logo', en: 'Logo' } },
                urlField({ name: 'url', label: { de: 'Adresse', en: 'URL' } }),
              ],
            },
            promoterField,
          ],
        },
        {
          label: { de: 'Tickets', en: 'Tickets' },
          fields: [
            {
              name: 'id_jet',
              type: 'text',
              unique: true,
              index: true,
              label: { de: 'Ticketing-ID', en: 'Ticketing ID' },
              admin: {
                description: {
                  de: 'Kennung des Termins im Ticketsystem; leer = kein Vorverkauf.',
                  en: 'The event’s id in the ticketing system; empty = no sale.',
                },
              },
            },
            urlField({ name: 'ticket_url', label: { de: 'Ticket-Link (Webshop)', en: 'Ticket link (web shop)' } }),
            systemField({
              // Written only by the ticketing engine (features/booking), so that a change of class
              // (available -> few left -> sold out) revalidates the pages that show it.
              name: 'availability',
              type: 'select',
              label: { de: 'Verfügbarkeit', en: 'Availability' },
              options: [
                { value: 'available', label: { de: 'Verfügbar', en: 'Available' } },
                { value: 'few', label: { de: 'Wenige Karten', en: 'Few tickets left' } },
                { value: 'sold_out', label: { de: 'Ausverkauft', en: 'Sold out' } },
              ],
              admin: {
                description: {
                  de: 'Vom Ticketing berechnet: Kontingent minus Reservierungen und Verkäufe.',
                  en: 'Computed by ticketing: capacity minus holds and sales.',
                },
              },
            }),
            { name: 'seat_groups', type: 'join', collection: 'seat-groups', on: 'event', label: { de: 'Platzgruppen', en: 'Seat groups' } },
            { name: 'prices', type: 'join', collection: 'prices', on: 'event', label: { de: 'Preise', en: 'Prices' } },
            { name: 'timeslots', type: 'join', collection: 'timeslots', on: 'event', label: { de: 'Zeitfenster', en: 'Timeslots' } },
          ],
        },
      ],
    },
    slugField('title'),
    {
      name: 'date_start',
      type: 'date',
      required: true,
      index: true,
      label: { de: 'Beginn', en: 'Starts' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
    },
    {
      name: 'date_end',
      type: 'date',
      label: { de: 'Ende', en: 'Ends' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
    },
    {
      name: 'event_type_new',
      type: 'select',
      defaultValue: 'performance',
      label: { de: 'Terminart', en: 'Event type' },
      options: labelledOptions(eventTypeLabels),
      admin: { position: 'sidebar' },
    },
    {
      name: 'production',
      type: 'relationship',
      relationTo: 'productions',
      index: true,
      label: { de: 'Produktion', en: 'Production' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'venue',
      type: 'relationship',
      relationTo: 'venues',
      index: true,
      label: { de: 'Spielort', en: 'Venue' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'room',
      type: 'relationship',
      relationTo: 'rooms',
      index: true,
      label: { de: 'Raum', en: 'Room' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'exhibition_type',
      type: 'relationship',
      relationTo: 'exhibition-types',
      index: true,
      label: { de: 'Veranstaltungsart', en: 'Exhibition type' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'genre',
      type: 'relationship',
      relationTo: 'genres',
      index: true,
      label: { de: 'Genre', en: 'Genre' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'event-tags',
      hasMany: true,
      label: { de: 'Schlagwörter', en: 'Tags' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'series',
      type: 'relationship',
      relationTo: 'series',
      hasMany: true,
      label: { de: 'Reihen', en: 'Series' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'parent_event',
      type: 'relationship',
      relationTo: 'events',
      label: { de: 'Gehört zu Termin', en: 'Part of event' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'access_features',
      type: 'select',
      hasMany: true,
      label: { de: 'Barrierefreiheit', en: 'Accessibility' },
      options: labelledOptions(
        messageLabels({ de: programmeTexts.de.entry.accessFeatures, en: programmeTexts.en.entry.accessFeatures }, ACCESS_FEATURES),
      ),
      admin: {
        position: 'sidebar',
        description: {
          de: 'Was diese Vorstellung zugänglich macht; Besucher:innen filtern danach.',
          en: 'What makes this performance accessible; visitors filter by it.',
        },
      },
    },
    isOnlineField,
  ],
}
