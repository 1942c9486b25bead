import type { CollectionConfig } from 'payload'
import { boxOfficeOrOwnCustomer, isBoxOffice, isBoxOfficeField, nobody } from '../../access'
import { languageField } from '../../fields/options'
import { systemField } from '../../fields/system'
import { group, adminUpdatesOnly } from './shared'

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: { de: 'Bestellung', en: 'Order' }, plural: { de: 'Bestellungen', en: 'Orders' } },
  admin: { useAsTitle: 'number', group, defaultColumns: ['number', 'last_name', 'total_cents', 'status', 'confirmed_at'] },
  access: { read: boxOfficeOrOwnCustomer, create: nobody, update: isBoxOffice, delete: nobody },
  // The fair-sale caps count a buyer's orders of a performance by these (features/booking/providers/builtin/caps.ts).
  indexes: [{ fields: ['buyer_key', 'status'] }, { fields: ['customer', 'status'] }],
  fields: adminUpdatesOnly([
    systemField({
      name: 'number',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { de: 'Bestellnummer', en: 'Order number' },
    }),
    // One order per cart: the unique index makes a second confirmation of the same cart impossible.
    systemField({
      name: 'cart',
      type: 'relationship',
      relationTo: 'carts',
      required: true,
      unique: true,
      label: { de: 'Warenkorb', en: 'Cart' },
    }),
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
        {
          // Tickets of a performance, or gift vouchers of one amount (issue 46: no performance, no seat group).
          name: 'kind',
          type: 'select',
          defaultValue: 'ticket',
          label: { de: 'Art', en: 'Kind' },
          options: [
            { value: 'ticket', label: { de: 'Tickets', en: 'Tickets' } },
            { value: 'voucher', label: { de: 'Geschenkgutschein', en: 'Gift voucher' } },
            { value: 'subscription', label: { de: 'Abonnement', en: 'Subscription' } },
          ],
        },
        // A subscription's line: the key its tickets' holds share (reservations.subscription_key).
        { name: 'subscription_key', type: 'text', label: { de: 'Abonnement (Schlüssel)', en: 'Subscription (key)' } },
        { name: 'event_title', type: 'text', required: true, label: { de: 'Termin', en: 'Event' } },
        { name: 'date_start', type: 'date', label: { de: 'Beginn', en: 'Starts' } },
        { name: 'seat_group', type: 'text', label: { de: 'Platzgruppe', en: 'Seat group' } },
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
      // What gift vouchers paid of the total (voucher-movements hold which and when); the rest is owed.
      name: 'voucher_cents',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: { de: 'Mit Gutschein bezahlt (Cent)', en: 'Paid by voucher (cents)' },
    }),
    systemField({
      // What the customer's account credit paid of the total (credit-movements hold when).
      name: 'credit_cents',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: { de: 'Mit Guthaben bezahlt (Cent)', en: 'Paid by credit (cents)' },
    }),
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
    systemField({
      name: 'confirm_by',
      type: 'date',
      label: { de: 'Zu bestätigen bis', en: 'To be confirmed by' },
      admin: { position: 'sidebar' },
    }),
    systemField({
      // Null until the confirmation e-mail went out: a mail that failed is sent again (sendPendingConfirmations, booking/server/shopRoutes.ts).
      name: 'mail_sent_at',
      type: 'date',
      label: { de: 'Bestätigung gesendet', en: 'Confirmation sent' },
      admin: { position: 'sidebar' },
    }),
    systemField({
      // The buyer's account was deleted, or the order outlived what tax law keeps (issue 46): only what an
      // invoice needs is left (decision 038).
      name: 'personal_data_erased_at',
      type: 'date',
      label: { de: 'Personendaten gelöscht am', en: 'Personal data erased at' },
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
        { value: 'account_deleted', label: { de: 'Storniert: Konto gelöscht', en: 'Cancelled: account deleted' } },
        { value: 'customer', label: { de: 'Von der Kundin oder dem Kunden storniert', en: 'Cancelled by the customer' } },
        { value: 'performance_cancelled', label: { de: 'Vorstellung abgesagt', en: 'Performance cancelled' } },
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
        {
          value: 'pending',
          label: { de: 'Wartet auf Bestätigung der E-Mail-Adresse', en: 'Waiting for the e-mail address to be confirmed' },
        },
        { value: 'confirmed', label: { de: 'Bestätigt', en: 'Confirmed' } },
        { value: 'cancelled', label: { de: 'Storniert', en: 'Cancelled' } },
      ],
    }),
    systemField({ name: 'confirmed_at', type: 'date', label: { de: 'Bestätigt am', en: 'Confirmed at' } }),
  ]),
}
