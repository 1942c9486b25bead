import type { CollectionConfig } from 'payload'
import { isBoxOffice, nobody } from '../../access'
import { systemField } from '../../fields/system'
import { group } from './shared'

/**
 * Credit and refunds (issue 46, decision 039). When the festival cancels a performance, the box
 * office refunds its paid tickets to the buyer's account credit or marks them for a bank transfer
 * (a refund each, open until the transfer is recorded). Credit-movements are the credit's ledger:
 * refunds put credit on the account, checkouts spend it, cancelled orders give it back.
 */
export const Refunds: CollectionConfig = {
  slug: 'refunds',
  labels: { singular: { de: 'Erstattung', en: 'Refund' }, plural: { de: 'Erstattungen', en: 'Refunds' } },
  admin: { group, defaultColumns: ['order', 'event', 'amount_cents', 'method', 'status'] },
  access: { read: isBoxOffice, create: nobody, update: nobody, delete: nobody },
  fields: [
    // A cancelled performance's refund of an order; none for a payout of an account's credit (issue 46).
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, label: { de: 'Bestellung', en: 'Order' } },
    {
      // Whose credit a payout transfers (the customer asked the box office for their money).
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      label: { de: 'Kund:in (Auszahlung von Guthaben)', en: 'Customer (credit payout)' },
      admin: { readOnly: true },
    },
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      index: true,
      label: { de: 'Abgesagte Vorstellung', en: 'Cancelled performance' },
    },
    systemField({ name: 'amount_cents', type: 'number', required: true, min: 0, label: { de: 'Betrag (Cent)', en: 'Amount (cents)' } }),
    systemField({
      name: 'method',
      type: 'select',
      required: true,
      label: { de: 'Erstattet als', en: 'Refunded as' },
      options: [
        { value: 'credit', label: { de: 'Guthaben im Kundenkonto', en: 'Account credit' } },
        { value: 'bank', label: { de: 'Überweisung', en: 'Bank transfer' } },
      ],
    }),
    systemField({
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      label: { de: 'Status', en: 'Status' },
      options: [
        { value: 'open', label: { de: 'Überweisung offen', en: 'Transfer open' } },
        { value: 'done', label: { de: 'Erledigt', en: 'Done' } },
      ],
    }),
    systemField({ name: 'done_at', type: 'date', label: { de: 'Erledigt am', en: 'Done at' } }),
  ],
}

export const CreditMovements: CollectionConfig = {
  slug: 'credit-movements',
  labels: { singular: { de: 'Guthaben-Buchung', en: 'Credit movement' }, plural: { de: 'Guthaben-Buchungen', en: 'Credit movements' } },
  admin: { group, defaultColumns: ['customer', 'order', 'amount_cents', 'kind', 'createdAt'] },
  access: { read: isBoxOffice, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      label: { de: 'Kund:in', en: 'Customer' },
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, label: { de: 'Bestellung', en: 'Order' } },
    // Positive when credit came (a refund, a cancelled order giving it back), negative when an order took it.
    systemField({ name: 'amount_cents', type: 'number', required: true, label: { de: 'Betrag (Cent)', en: 'Amount (cents)' } }),
    systemField({
      name: 'kind',
      type: 'select',
      required: true,
      label: { de: 'Art', en: 'Kind' },
      options: [
        { value: 'refund', label: { de: 'Erstattung (Vorstellung abgesagt)', en: 'Refund (performance cancelled)' } },
        { value: 'spent', label: { de: 'Bei einer Bestellung eingesetzt', en: 'Spent on an order' } },
        { value: 'returned', label: { de: 'Zurückgebucht (Storno)', en: 'Given back (cancellation)' } },
        { value: 'payout', label: { de: 'Ausgezahlt (Überweisung)', en: 'Paid out (bank transfer)' } },
      ],
    }),
  ],
}
