import type { CollectionConfig, Field } from 'payload'

import { adminOrOwnCustomer, anyone, boxOfficeOrOwnCustomer, editorOrBoxOffice, isAdmin, isAdminField, isBoxOffice, isBoxOfficeField, isEditor, isStaff, nobody } from '../access'
import { DEFAULT_MAX_TICKETS_PER_CART, MAX_TICKETS_PER_CART_LIMIT } from '../vocabulary'
import { sortField } from '../fields/common'
import { languageField } from '../fields/options'
import { systemField } from '../fields/system'

const group = { de: 'Ticketing', en: 'Ticketing' }

/** SPEC §3 availability flag, kept as the provider's string: '0' unavailable, '1' available. */
const statusField: Field = {
  name: 'status',
  type: 'select',
  defaultValue: '1',
  label: { de: 'Status', en: 'Status' },
  options: [
    { value: '1', label: { de: 'Verfügbar', en: 'Available' } },
    { value: '0', label: { de: 'Nicht verfügbar', en: 'Unavailable' } },
  ],
}

const eventField: Field = { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, label: { de: 'Termin', en: 'Event' } }

const capacityField: Field = {
  name: 'capacity',
  type: 'number',
  required: true,
  min: 0,
  label: { de: 'Kontingent (Plätze)', en: 'Capacity (seats)' },
}

// The programme's editors set up seat groups, prices and timeslots with the events.
/** Order fields only administrators change, except those that name their own update access (status). */
function adminUpdatesOnly(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'row') return { ...field, fields: adminUpdatesOnly(field.fields) }
    if (field.type === 'ui' || field.type === 'join' || !('name' in field) || field.access?.update) return field
    return { ...field, access: { ...field.access, update: isAdminField } } as Field
  })
}

const inventoryAccess = { read: anyone, create: isEditor, update: isEditor, delete: isEditor }

export const SeatGroups: CollectionConfig = {
  slug: 'seat-groups',
  labels: { singular: { de: 'Platzgruppe', en: 'Seat group' }, plural: { de: 'Platzgruppen', en: 'Seat groups' } },
  admin: { useAsTitle: 'seat_group', group, defaultColumns: ['seat_group', 'event', 'capacity', 'status'] },
  access: inventoryAccess,
  defaultSort: 'sort',
  fields: [
    eventField,
    { name: 'seat_group', type: 'text', required: true, localized: true, label: { de: 'Bezeichnung', en: 'Name' } },
    { name: 'text', type: 'text', localized: true, label: { de: 'Hinweis', en: 'Note' } },
    capacityField,
    {
      name: 'companion_seat',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Rollstuhlplatz mit Begleitplatz', en: 'Wheelchair space with companion seat' },
      admin: {
        description: {
          de: 'Jede Karte bucht den Rollstuhlplatz und einen Begleitplatz; das Kontingent zählt Plätze (zwei je Karte).',
          en: 'Each ticket books the wheelchair space and a companion seat; the capacity counts seats (two per ticket).',
        },
      },
    },
    statusField,
    sortField,
  ],
}

export const Prices: CollectionConfig = {
  slug: 'prices',
  labels: { singular: { de: 'Preis', en: 'Price' }, plural: { de: 'Preise', en: 'Prices' } },
  admin: { useAsTitle: 'name', group, defaultColumns: ['name', 'event', 'seat_group', 'amount_cents', 'sale_type_id'] },
  access: inventoryAccess,
  defaultSort: 'sort',
  fields: [
    eventField,
    { name: 'seat_group', type: 'relationship', relationTo: 'seat-groups', required: true, index: true, label: { de: 'Platzgruppe', en: 'Seat group' } },
    { name: 'name', type: 'text', required: true, localized: true, label: { de: 'Bezeichnung', en: 'Name' } },
    {
      name: 'text',
      type: 'text',
      defaultValue: 'Vollpreis',
      label: { de: 'Preisart', en: 'Price kind' },
      admin: { description: { de: '„Vollpreis“ ist der Hauptpreis, alles andere gilt als Ermäßigung.', en: '“Vollpreis” is the full price; anything else counts as a discount.' } },
    },
    {
      name: 'amount_cents',
      type: 'number',
      required: true,
      min: 0,
      label: { de: 'Preis in Cent', en: 'Price in cents' },
      admin: { description: { de: '2500 = 25,00 €. Preise von 0 werden nicht angeboten.', en: '2500 = €25.00. Prices of 0 are not offered.' } },
      validate: (value: number | null | undefined) => (Number.isInteger(value) && (value ?? -1) >= 0 ? true : 'Ganze Cent ≥ 0 / whole cents ≥ 0'),
    },
    { name: 'sale_type_id', type: 'number', required: true, label: { de: 'Verkaufsart-ID', en: 'Sale type id' } },
    { name: 'has_discounts', type: 'checkbox', defaultValue: false, label: { de: 'Hat Ermäßigungen', en: 'Has discounts' } },
    sortField,
  ],
}

export const Timeslots: CollectionConfig = {
  slug: 'timeslots',
  labels: { singular: { de: 'Zeitfenster', en: 'Timeslot' }, plural: { de: 'Zeitfenster', en: 'Timeslots' } },
  admin: { useAsTitle: 'time_start', group, defaultColumns: ['time_start', 'event', 'capacity', 'status'] },
  access: inventoryAccess,
  defaultSort: 'time_start',
  fields: [
    eventField,
    {
      name: 'time_start',
      type: 'text',
      required: true,
      label: { de: 'Beginn (HH:MM:SS)', en: 'Start (HH:MM:SS)' },
      validate: (value: string | null | undefined) => (value && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value) ? true : 'HH:MM:SS'),
    },
    { name: 'block_id', type: 'number', required: true, label: { de: 'Block-ID', en: 'Block id' } },
    capacityField,
    statusField,
  ],
}

export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: { de: 'Warenkorb', en: 'Cart' }, plural: { de: 'Warenkörbe', en: 'Carts' } },
  admin: { useAsTitle: 'token', group, defaultColumns: ['token', 'customer', 'status', 'expires_at'] },
  // Carts are written only by the ticketing server layer (with overrideAccess); staff may read them.
  access: { read: adminOrOwnCustomer, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    systemField({ name: 'token', type: 'text', required: true, unique: true, index: true, label: { de: 'Schlüssel', en: 'Token' } }),
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, label: { de: 'Kund:in', en: 'Customer' } },
    systemField({
      name: 'status',
      type: 'select',
      defaultValue: 'open',
      index: true,
      label: { de: 'Status', en: 'Status' },
      options: [
        { value: 'open', label: { de: 'Offen', en: 'Open' } },
        { value: 'ordered', label: { de: 'Bestellt', en: 'Ordered' } },
      ],
    }),
    systemField({ name: 'expires_at', type: 'date', required: true, index: true, label: { de: 'Läuft ab', en: 'Expires' } }),
    { name: 'reservations', type: 'join', collection: 'reservations', on: 'cart', label: { de: 'Reservierungen', en: 'Reservations' } },
  ],
}

export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: { de: 'Reservierung', en: 'Reservation' }, plural: { de: 'Reservierungen', en: 'Reservations' } },
  admin: { group, defaultColumns: ['event', 'seat_group', 'quantity', 'status', 'expires_at'] },
  access: { read: adminOrOwnCustomer, create: nobody, update: nobody, delete: nobody },
  // The engine's capacity check sums the live rows of one seat group or timeslot (decision 017).
  // The seats column makes those sums read the index alone.
  indexes: [{ fields: ['seat_group', 'status', 'expires_at', 'seats'] }, { fields: ['timeslot', 'status', 'expires_at', 'seats'] }, { fields: ['cart', 'status'] }],
  fields: [
    { name: 'cart', type: 'relationship', relationTo: 'carts', required: true, index: true, label: { de: 'Warenkorb', en: 'Cart' } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, label: { de: 'Kund:in', en: 'Customer' } },
    eventField,
    { name: 'seat_group', type: 'relationship', relationTo: 'seat-groups', required: true, index: true, label: { de: 'Platzgruppe', en: 'Seat group' } },
    { name: 'timeslot', type: 'relationship', relationTo: 'timeslots', index: true, label: { de: 'Zeitfenster', en: 'Timeslot' } },
    { name: 'price', type: 'relationship', relationTo: 'prices', required: true, label: { de: 'Preis', en: 'Price' } },
    { name: 'quantity', type: 'number', required: true, min: 1, label: { de: 'Anzahl', en: 'Quantity' } },
    {
      name: 'seats',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: 1,
      label: { de: 'Plätze', en: 'Seats' },
      admin: { description: { de: 'Belegte Plätze: die Anzahl, bei Rollstuhlplätzen mit Begleitplatz das Doppelte.', en: 'Seats taken: the quantity, twice that for wheelchair spaces with a companion seat.' } },
    },
    { name: 'unit_cents', type: 'number', required: true, min: 0, label: { de: 'Einzelpreis (Cent)', en: 'Unit price (cents)' } },
    systemField({
      name: 'status',
      type: 'select',
      defaultValue: 'held',
      index: true,
      label: { de: 'Status', en: 'Status' },
      options: [
        { value: 'held', label: { de: 'Reserviert', en: 'Held' } },
        { value: 'sold', label: { de: 'Verkauft', en: 'Sold' } },
        { value: 'released', label: { de: 'Freigegeben', en: 'Released' } },
      ],
    }),
    systemField({
      name: 'expires_at',
      type: 'date',
      required: true,
      index: true,
      label: { de: 'Gehalten bis', en: 'Held until' },
      admin: {
        description: {
          de: 'Eine gehaltene Reservierung zählt nach Ablauf nicht mehr (15 Minuten; bei einer Bestellung, deren E-Mail-Adresse noch bestätigt wird, bis zu deren Frist).',
          en: 'A held reservation stops counting when it expires (15 minutes; for an order whose e-mail address is being confirmed, its deadline).',
        },
      },
    }),
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, label: { de: 'Bestellung', en: 'Order' } },
    systemField({
      // A digest of the client key (address or IPv6 network) that made the hold: the per-address cap of a performance counts it (fair sale).
      name: 'client_key',
      type: 'text',
      index: true,
      label: { de: 'Absender (Prüfsumme)', en: 'Client (digest)' },
      admin: { description: { de: 'Prüfsumme der Adresse, von der reserviert wurde (Obergrenze je Adresse).', en: 'Digest of the address that made the hold (per-address cap).' } },
    }),
    systemField({
      name: 'renewals',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: { de: 'Verlängerungen', en: 'Renewals' },
      admin: { description: { de: 'Wie oft diese Reservierung nach Ablauf erneut gehalten wurde (höchstens zweimal).', en: 'How often this hold was renewed after it ran out (twice at most).' } },
    }),
  ],
}

/**
 * Sale rules of one performance that the box office changes (fair sale): how many tickets one cart
 * may hold. Kept apart from the event, which is versioned content: raising a cap for a group sale
 * must not publish an editor's pending draft. Without a rule the default applies (10).
 */
export const SaleLimits: CollectionConfig = {
  slug: 'sale-limits',
  labels: { singular: { de: 'Verkaufsgrenze', en: 'Sale limit' }, plural: { de: 'Verkaufsgrenzen', en: 'Sale limits' } },
  admin: {
    useAsTitle: 'event',
    group,
    defaultColumns: ['event', 'max_tickets_per_cart'],
    description: {
      de: 'Ohne Eintrag darf ein Warenkorb höchstens 10 Karten je Vorstellung halten, eine Adresse 20. Für Gruppen hier erhöhen.',
      en: 'Without an entry a cart may hold at most 10 tickets per performance, an address 20. Raise it here for groups.',
    },
  },
  access: { read: isStaff, create: editorOrBoxOffice, update: editorOrBoxOffice, delete: editorOrBoxOffice },
  fields: [
    { ...eventField, unique: true },
    {
      name: 'max_tickets_per_cart',
      type: 'number',
      required: true,
      min: 1,
      max: MAX_TICKETS_PER_CART_LIMIT,
      defaultValue: DEFAULT_MAX_TICKETS_PER_CART,
      label: { de: 'Höchstens Karten je Warenkorb', en: 'Most tickets per cart' },
      admin: { description: { de: 'Eine Adresse darf zugleich das Doppelte halten.', en: 'One address may hold twice that at once.' } },
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value ?? 0) >= 1 && (value ?? 0) <= MAX_TICKETS_PER_CART_LIMIT ? true : `1–${MAX_TICKETS_PER_CART_LIMIT}`,
    },
  ],
}

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: { de: 'Bestellung', en: 'Order' }, plural: { de: 'Bestellungen', en: 'Orders' } },
  admin: { useAsTitle: 'number', group, defaultColumns: ['number', 'last_name', 'total_cents', 'status', 'confirmed_at'] },
  access: { read: boxOfficeOrOwnCustomer, create: nobody, update: isBoxOffice, delete: nobody },
  // The fair-sale caps count a buyer's orders of a performance by these (features/booking/providers/builtin/caps.ts).
  indexes: [{ fields: ['buyer_key', 'status'] }, { fields: ['customer', 'status'] }],
  fields: adminUpdatesOnly([
    systemField({ name: 'number', type: 'text', required: true, unique: true, index: true, label: { de: 'Bestellnummer', en: 'Order number' } }),
    // One order per cart: the unique index makes a second confirmation of the same cart impossible.
    systemField({ name: 'cart', type: 'relationship', relationTo: 'carts', required: true, unique: true, label: { de: 'Warenkorb', en: 'Cart' } }),
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, label: { de: 'Kund:in', en: 'Customer' } },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', required: true, label: { de: 'Vorname', en: 'First name' } },
        { name: 'last_name', type: 'text', required: true, label: { de: 'Nachname', en: 'Last name' } },
        { name: 'email', type: 'email', required: true, label: { de: 'E-Mail', en: 'E-mail' } },
      ],
    },
    systemField({
      // The buyer as the fair-sale caps count them: a digest of the e-mail address, normalised
      // (features/booking/domain/buyer.ts), so one person's orders count together whatever its spelling.
      name: 'buyer_key',
      type: 'text',
      index: true,
      label: { de: 'Käufer:in (Prüfsumme)', en: 'Buyer (digest)' },
      admin: { position: 'sidebar' },
    }),
    systemField({
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      label: { de: 'Positionen', en: 'Lines' },
      fields: [
        { name: 'event_title', type: 'text', required: true, label: { de: 'Termin', en: 'Event' } },
        { name: 'date_start', type: 'date', required: true, label: { de: 'Beginn', en: 'Starts' } },
        { name: 'seat_group', type: 'text', required: true, label: { de: 'Platzgruppe', en: 'Seat group' } },
        { name: 'timeslot', type: 'text', label: { de: 'Zeitfenster (HH:MM)', en: 'Timeslot (HH:MM)' } },
        { name: 'price_name', type: 'text', required: true, label: { de: 'Preis', en: 'Price' } },
        { name: 'quantity', type: 'number', required: true, min: 1, label: { de: 'Anzahl', en: 'Quantity' } },
        { name: 'unit_cents', type: 'number', required: true, min: 0, label: { de: 'Einzelpreis (Cent)', en: 'Unit price (cents)' } },
      ],
    }),
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', label: { de: 'Straße und Hausnummer', en: 'Street and number' } },
        { name: 'postal_code', type: 'text', label: { de: 'PLZ', en: 'Postcode' } },
        { name: 'city', type: 'text', label: { de: 'Ort', en: 'City' } },
        { name: 'country', type: 'text', label: { de: 'Land', en: 'Country' } },
      ],
    },
    systemField({ name: 'total_cents', type: 'number', required: true, min: 0, label: { de: 'Summe (Cent)', en: 'Total (cents)' } }),
    systemField({
      name: 'payment',
      type: 'select',
      defaultValue: 'box_office',
      label: { de: 'Zahlungsart', en: 'Payment' },
      options: [
        { value: 'box_office', label: { de: 'Zahlung an der Kasse', en: 'Pay at the box office' } },
        { value: 'invoice', label: { de: 'Rechnung', en: 'Invoice' } },
      ],
    }),
    {
      type: 'row',
      fields: [
        systemField({
          // Both ways of paying (at the box office, by invoice) are paid after the order: its tickets are
          // issued and marked unpaid, and the door admits them only once the box office records the payment.
          name: 'payment_status',
          type: 'select',
          defaultValue: 'awaiting',
          index: true,
          label: { de: 'Zahlungsstatus', en: 'Payment status' },
          options: [
            { value: 'awaiting', label: { de: 'Offen', en: 'Awaiting payment' } },
            { value: 'paid', label: { de: 'Bezahlt', en: 'Paid' } },
          ],
        }),
        // Unpaid past this, the order lapses and its seats return to sale (cancel-overdue-orders).
        systemField({ name: 'payment_due', type: 'date', label: { de: 'Zahlbar bis', en: 'Payment due' } }),
        systemField({ name: 'paid_at', type: 'date', label: { de: 'Bezahlt am', en: 'Paid at' } }),
      ],
    },
    languageField('locale'),
    systemField({
      // The secret in the confirmation's address: whoever has the e-mail sees the order and its tickets.
      name: 'access_key',
      type: 'text',
      index: true,
      label: { de: 'Zugangsschlüssel', en: 'Access key' },
      access: { read: isBoxOfficeField },
      admin: { position: 'sidebar' },
    }),
    systemField({
      // A guest's order waits for its e-mail address to be confirmed: the digest of the link's secret
      // (never the secret itself) until then, and the time its seats are held until.
      name: 'confirm_token',
      type: 'text',
      index: true,
      hidden: true,
    }),
    // The claim of the transaction that confirmed it (only that one writes the tickets).
    systemField({ name: 'confirm_claim', type: 'text', hidden: true }),
    systemField({ name: 'confirm_by', type: 'date', label: { de: 'Zu bestätigen bis', en: 'To be confirmed by' }, admin: { position: 'sidebar' } }),
    systemField({
      // Null until the confirmation e-mail went out: a mail that failed is sent again (order life cycle, ARCHITECTURE).
      name: 'mail_sent_at',
      type: 'date',
      label: { de: 'Bestätigung gesendet', en: 'Confirmation sent' },
      admin: { position: 'sidebar' },
    }),
    systemField({ name: 'cancelled_at', type: 'date', label: { de: 'Storniert am', en: 'Cancelled at' }, admin: { position: 'sidebar' } }),
    systemField({
      name: 'cancel_reason',
      type: 'select',
      label: { de: 'Stornogrund', en: 'Why cancelled' },
      admin: { position: 'sidebar' },
      options: [
        { value: 'box_office', label: { de: 'Von der Kasse storniert', en: 'Cancelled by the box office' } },
        { value: 'lapsed', label: { de: 'Verfallen: nicht rechtzeitig bezahlt', en: 'Lapsed: not paid in time' } },
        { value: 'unconfirmed', label: { de: 'Verfallen: E-Mail-Adresse nicht bestätigt', en: 'Lapsed: e-mail address not confirmed' } },
      ],
    }),
    { name: 'tickets', type: 'join', collection: 'tickets', on: 'order', label: { de: 'Tickets', en: 'Tickets' } },
    systemField({
      name: 'status',
      type: 'select',
      defaultValue: 'confirmed',
      // Orders are cancelled in the box office (/admin/box-office), which puts their seats back on sale
      // and voids their tickets in the same transaction; the field itself is never edited.
      admin: { description: { de: 'Stornieren in der Kasse (Verwaltung → Kasse).', en: 'Cancel in the box office (Admin → Box office).' } },
      label: { de: 'Status', en: 'Status' },
      options: [
        { value: 'pending', label: { de: 'Wartet auf Bestätigung der E-Mail-Adresse', en: 'Waiting for the e-mail address to be confirmed' } },
        { value: 'confirmed', label: { de: 'Bestätigt', en: 'Confirmed' } },
        { value: 'cancelled', label: { de: 'Storniert', en: 'Cancelled' } },
      ],
    }),
    systemField({ name: 'confirmed_at', type: 'date', label: { de: 'Bestätigt am', en: 'Confirmed at' } }),
  ]),
}

/**
 * E-tickets: one per admitted person of a confirmed order, each with an unguessable code (its QR
 * code). Written only by checkout, cancellation and check-in in the ticketing server layer.
 */
export const Tickets: CollectionConfig = {
  slug: 'tickets',
  labels: { singular: { de: 'Ticket', en: 'Ticket' }, plural: { de: 'Tickets', en: 'Tickets' } },
  admin: { useAsTitle: 'code', group, defaultColumns: ['code', 'order', 'event', 'status', 'checked_in_at'] },
  access: { read: boxOfficeOrOwnCustomer, create: nobody, update: nobody, delete: nobody },
  fields: [
    systemField({ name: 'code', type: 'text', required: true, unique: true, index: true, label: { de: 'Code', en: 'Code' } }),
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, label: { de: 'Bestellung', en: 'Order' } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, label: { de: 'Kund:in', en: 'Customer' } },
    { name: 'reservation', type: 'relationship', relationTo: 'reservations', required: true, label: { de: 'Reservierung', en: 'Reservation' } },
    eventField,
    { name: 'seat_group', type: 'relationship', relationTo: 'seat-groups', required: true, label: { de: 'Platzgruppe', en: 'Seat group' } },
    { name: 'price', type: 'relationship', relationTo: 'prices', required: true, label: { de: 'Preis', en: 'Price' } },
    systemField({
      name: 'status',
      type: 'select',
      defaultValue: 'valid',
      index: true,
      label: { de: 'Status', en: 'Status' },
      options: [
        { value: 'valid', label: { de: 'Gültig', en: 'Valid' } },
        { value: 'cancelled', label: { de: 'Storniert', en: 'Cancelled' } },
      ],
    }),
    systemField({ name: 'checked_in_at', type: 'date', label: { de: 'Eingelassen um', en: 'Checked in at' } }),
  ],
}
