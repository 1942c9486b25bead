import type { CollectionConfig } from 'payload'

import { adminOrSelf, adminOrSelfField, boxOfficeOrSelf, isAdmin } from '../access'
import { customerSecretsOnlyThroughSettings } from '../hooks/accountSecrets'
import { enforcePasswordRule } from '../hooks/passwordRule'
import { customerMails } from '@/lib/mail/customerMails'

import { languageField } from '../fields/options'
import { systemField } from '../fields/system'
import { authOptions } from './authOptions'

/** Visitors with a site account: orders, reservations, favourites. They never reach /admin. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: { de: 'Kund:in', en: 'Customer' }, plural: { de: 'Kund:innen', en: 'Customers' } },
  // Customers confirm their e-mail address before they can log in, and reset a forgotten password by e-mail.
  auth: {
    ...authOptions(60 * 60 * 24 * 30),
    verify: customerMails.verify,
    forgotPassword: { ...customerMails.forgotPassword, expiration: 60 * 60 * 1000 },
  },
  admin: { useAsTitle: 'email', group: { de: 'Ticketing', en: 'Ticketing' }, defaultColumns: ['first_name', 'last_name', 'email'] },
  // Nobody registers through the REST API: customers register through the web shop's own call
  // (POST /api/user-register/, with the password rule and a rate limit).
  access: { admin: () => false, read: boxOfficeOrSelf, create: isAdmin, update: adminOrSelf, delete: isAdmin, unlock: isAdmin },
  hooks: { beforeOperation: [customerSecretsOnlyThroughSettings, enforcePasswordRule] },
  fields: [
    { name: 'first_name', type: 'text', required: true, label: { de: 'Vorname', en: 'First name' } },
    { name: 'last_name', type: 'text', required: true, label: { de: 'Nachname', en: 'Last name' } },
    languageField('preferred_locale'),
    { name: 'favourites', type: 'relationship', relationTo: 'events', hasMany: true, label: { de: 'Favoriten', en: 'Favourites' } },
    systemField({
      // The secret of the customer's private calendar subscription of their favourites (issue 10):
      // set and revoked only by the site's own favourites calls; visible to the customer and administrators.
      name: 'calendar_token',
      type: 'text',
      unique: true,
      index: true,
      label: { de: 'Kalender-Abo (geheim)', en: 'Calendar subscription (secret)' },
      access: { read: adminOrSelfField },
      admin: { position: 'sidebar' },
    }),
    systemField({
      // Account credit (issue 46, decision 039): what refunds of cancelled performances put here, spent at
      // checkout when the customer chooses; credit-movements hold every change.
      name: 'credit_cents',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: { de: 'Guthaben (Cent)', en: 'Credit (cents)' },
      admin: { position: 'sidebar' },
    }),
    systemField({
      // When a calendar app last read the subscription (updated at most once a day): one unused for the
      // months the site settings keep it is revoked by the retention job (issue 46).
      name: 'calendar_token_used_at',
      type: 'date',
      label: { de: 'Kalender-Abo zuletzt abgerufen', en: 'Calendar subscription last read' },
      access: { read: adminOrSelfField },
      admin: { position: 'sidebar' },
    }),
    systemField({
      // A new e-mail address the customer asked for in the account settings: it becomes the log-in
      // only when the link sent to it is confirmed (features/webshop/server/emailChange.ts).
      name: 'pending_email',
      type: 'email',
      label: { de: 'Neue E-Mail-Adresse (unbestätigt)', en: 'New e-mail address (unconfirmed)' },
      access: { read: adminOrSelfField },
      admin: { position: 'sidebar' },
    }),
    // The link's secret and its end: whoever could write them could confirm any address as their log-in.
    systemField({ name: 'email_change_token', type: 'text', index: true, hidden: true }),
    systemField({ name: 'email_change_expires', type: 'date', hidden: true }),
  ],
}
