import type { CollectionConfig } from 'payload'

import { isAdmin, isBoxOffice, noField, nobody } from '../../access'
import { systemField } from '../../fields/system'
import { WAITLIST_STATES } from '../../vocabulary'
import { eventField, group } from './shared'

const adminOrBoxOffice: NonNullable<CollectionConfig['access']>['read'] = (args) => Boolean(isAdmin(args) || isBoxOffice(args))

/** A secret the server keeps for itself: nobody reads it through the API or the admin. */
const secret = (name: string, label: { de: string; en: string }) =>
  systemField({ name, type: 'text', index: true, label, access: { read: noField }, admin: { hidden: true } })

const STATE_LABELS: Record<(typeof WAITLIST_STATES)[number], { de: string; en: string }> = {
  unconfirmed: { de: 'Unbestätigt', en: 'Unconfirmed' },
  waiting: { de: 'Wartet', en: 'Waiting' },
  offered: { de: 'Angebot offen', en: 'Offered' },
  accepted: { de: 'Angebot angenommen', en: 'Accepted' },
  lapsed: { de: 'Verfallen', en: 'Lapsed' },
  left: { de: 'Ausgetragen', en: 'Left' },
}

/**
 * The waiting list of sold-out performances (issue 44): one entry per visitor, e-mail address and
 * performance, with the tickets they want (one seat group, prices by sale type). Written only by
 * `features/booking/server/waitingList/` (its rules: `booking/domain/waitingList.ts`); the box
 * office reads it and may remove an entry on request.
 */
export const WaitingList: CollectionConfig = {
  slug: 'waiting-list',
  labels: { singular: { de: 'Wartelisten-Eintrag', en: 'Waiting-list entry' }, plural: { de: 'Warteliste', en: 'Waiting list' } },
  admin: {
    useAsTitle: 'email',
    group,
    defaultColumns: ['event', 'email', 'quantity', 'status', 'createdAt', 'offer_until'],
    description: {
      de: 'Wer sich für eine ausverkaufte Vorstellung vormerkt: Werden Plätze frei, erhält der oder die Erste, für die sie reichen, ein Angebot per E-Mail, das die Plätze für eine Zeit hält (Einstellungen: Warteliste).',
      en: 'Who is waiting for a sold-out performance: when seats come back, the first whose tickets fit gets an offer by e-mail that holds the seats for a while (settings: waiting list).',
    },
  },
  access: { read: adminOrBoxOffice, create: nobody, update: nobody, delete: adminOrBoxOffice },
  fields: [
    eventField,
    systemField({
      name: 'seat_group',
      type: 'relationship',
      relationTo: 'seat-groups',
      required: true,
      label: { de: 'Platzgruppe', en: 'Seat group' },
    }),
    systemField({ name: 'email', type: 'email', required: true, index: true, label: { de: 'E-Mail-Adresse', en: 'E-mail address' } }),
    systemField({ name: 'quantity', type: 'number', required: true, min: 1, label: { de: 'Karten', en: 'Tickets' } }),
    /** The tickets by sale type: `[{ sale_type_id, quantity }]`, as a reservation request asks them. */
    systemField({ name: 'lines', type: 'json', required: true, label: { de: 'Preisarten', en: 'Price types' } }),
    systemField({
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'de',
      options: [
        { value: 'de', label: 'Deutsch' },
        { value: 'en', label: 'English' },
      ],
      label: { de: 'Sprache', en: 'Language' },
    }),
    systemField({
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unconfirmed',
      index: true,
      label: { de: 'Status', en: 'Status' },
      options: WAITLIST_STATES.map((value) => ({ value, label: STATE_LABELS[value] })),
    }),
    systemField({ name: 'confirm_by', type: 'date', label: { de: 'Zu bestätigen bis', en: 'To confirm by' } }),
    systemField({ name: 'confirmed_at', type: 'date', label: { de: 'Bestätigt', en: 'Confirmed' } }),
    systemField({ name: 'offered_at', type: 'date', label: { de: 'Angebot seit', en: 'Offered at' } }),
    systemField({ name: 'offer_until', type: 'date', index: true, label: { de: 'Angebot bis', en: 'Offer until' } }),
    secret('link_salt', { de: 'Link (Salz)', en: 'Link (salt)' }),
    secret('client_key', { de: 'Adresse (Prüfsumme)', en: 'Address (digest)' }),
    secret('email_key', { de: 'E-Mail-Adresse (Prüfsumme)', en: 'E-mail address (digest)' }),
    secret('offer_cart', { de: 'Warenkorb des Angebots', en: 'Offer’s cart' }),
  ],
}
