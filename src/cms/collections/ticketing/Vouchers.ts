import type { CollectionConfig } from 'payload'
import { boxOfficeOrOwnCustomer, isBoxOffice, nobody } from '../../access'
import { systemField } from '../../fields/system'
import { group } from './shared'

/**
 * Gift vouchers (issue 46, decision 039): issued with the order that buys them, each with an
 * unguessable code, paying orders once that order is paid, until the end of the third year after
 * the purchase. The balance is what is left on the code; every change to it is a movement
 * (voucher-movements), written in the same transaction by the ticketing server layer only.
 */
export const Vouchers: CollectionConfig = {
  slug: 'vouchers',
  labels: { singular: { de: 'Gutschein', en: 'Gift voucher' }, plural: { de: 'Gutscheine', en: 'Gift vouchers' } },
  admin: { useAsTitle: 'code', group, defaultColumns: ['code', 'initial_cents', 'balance_cents', 'expires_at', 'order'] },
  access: { read: boxOfficeOrOwnCustomer, create: nobody, update: nobody, delete: nobody },
  fields: [
    systemField({ name: 'code', type: 'text', required: true, unique: true, index: true, label: { de: 'Code', en: 'Code' } }),
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      index: true,
      label: { de: 'Gekauft mit', en: 'Bought with' },
    },
    // The buyer's account, when they were logged in (the account lists the vouchers it bought).
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, label: { de: 'Kund:in', en: 'Customer' } },
    systemField({ name: 'initial_cents', type: 'number', required: true, min: 1, label: { de: 'Wert (Cent)', en: 'Value (cents)' } }),
    systemField({
      name: 'balance_cents',
      type: 'number',
      required: true,
      min: 0,
      label: { de: 'Restwert (Cent)', en: 'Balance (cents)' },
    }),
    systemField({ name: 'expires_at', type: 'date', required: true, index: true, label: { de: 'Gültig bis', en: 'Valid until' } }),
  ],
}

/**
 * The voucher ledger: every change of a voucher's balance with its order, so the balance is
 * always the value minus what orders took plus what cancelled orders gave back.
 */
export const VoucherMovements: CollectionConfig = {
  slug: 'voucher-movements',
  labels: { singular: { de: 'Gutschein-Buchung', en: 'Voucher movement' }, plural: { de: 'Gutschein-Buchungen', en: 'Voucher movements' } },
  admin: { group, defaultColumns: ['voucher', 'order', 'amount_cents', 'kind', 'createdAt'] },
  access: { read: isBoxOffice, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['voucher', 'order'] }],
  fields: [
    {
      name: 'voucher',
      type: 'relationship',
      relationTo: 'vouchers',
      required: true,
      index: true,
      label: { de: 'Gutschein', en: 'Voucher' },
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, label: { de: 'Bestellung', en: 'Order' } },
    // Negative when an order took from the voucher, positive when a cancelled order gave it back.
    systemField({ name: 'amount_cents', type: 'number', required: true, label: { de: 'Betrag (Cent)', en: 'Amount (cents)' } }),
    systemField({
      name: 'kind',
      type: 'select',
      required: true,
      label: { de: 'Art', en: 'Kind' },
      options: [
        { value: 'redeemed', label: { de: 'Eingelöst (Webshop)', en: 'Redeemed (web shop)' } },
        { value: 'box_office', label: { de: 'Eingelöst (Kasse)', en: 'Redeemed (box office)' } },
        { value: 'returned', label: { de: 'Zurückgebucht (Storno)', en: 'Given back (cancellation)' } },
      ],
    }),
  ],
}
