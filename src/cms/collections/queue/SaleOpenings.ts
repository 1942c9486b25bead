import type { CollectionConfig } from 'payload'

import { isAdmin, isBoxOffice, isStaff } from '../../access'
import {
  DEFAULT_ADMISSION_MINUTES,
  DEFAULT_ADMIT_PER_MINUTE,
  DEFAULT_PREQUEUE_MINUTES,
  MAX_ADMIT_PER_MINUTE,
  MAX_CHALLENGE,
} from '../../vocabulary'
import { group } from '../ticketing/shared'

const adminOrBoxOffice: NonNullable<CollectionConfig['access']>['update'] = (args) => Boolean(isAdmin(args) || isBoxOffice(args))

function wholeBetween(min: number, max: number) {
  return (value: number | null | undefined) =>
    Number.isInteger(value) && (value ?? -1) >= min && (value ?? -1) <= max ? true : `${min}–${max}`
}

/**
 * A sale opening (issue 43): while it runs, the booking calls of the performances it covers let
 * through only visitors the waiting room has admitted (and staff); everyone else browses freely.
 * The queue itself lives in `queue-places` and `queue-states` (or Redis), written by
 * features/queue alone; this document holds what the festival sets.
 */
export const SaleOpenings: CollectionConfig = {
  slug: 'sale-openings',
  labels: { singular: { de: 'Verkaufsstart', en: 'Sale opening' }, plural: { de: 'Verkaufsstarts', en: 'Sale openings' } },
  admin: {
    useAsTitle: 'name',
    group,
    defaultColumns: ['name', 'opens_at', 'admit_per_minute', 'active', 'paused'],
    description: {
      de: 'Ein Warteraum für den Verkaufsstart: Wer vor dem Start kommt, erhält beim Start einen zufälligen Platz; wer danach kommt, reiht sich in Ankunftsfolge ein. Nur Buchen wartet, die Website bleibt offen.',
      en: 'A waiting room for the sale opening: who arrives before the opening gets a random place at the opening; who comes later queues in order of arrival. Only booking waits; the site stays open.',
    },
  },
  access: { read: isStaff, create: adminOrBoxOffice, update: adminOrBoxOffice, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 120, label: { de: 'Name', en: 'Name' } },
    {
      name: 'opens_at',
      type: 'date',
      required: true,
      index: true,
      label: { de: 'Verkaufsstart (Europe/Berlin)', en: 'Opens at (Europe/Berlin)' },
      admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 5 } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'prequeue_minutes',
          type: 'number',
          required: true,
          defaultValue: DEFAULT_PREQUEUE_MINUTES,
          min: 0,
          max: 1440,
          label: { de: 'Vorwarteraum (Minuten vor dem Start)', en: 'Pre-queue (minutes before)' },
          validate: wholeBetween(0, 1440),
        },
        {
          name: 'admit_per_minute',
          type: 'number',
          required: true,
          defaultValue: DEFAULT_ADMIT_PER_MINUTE,
          min: 1,
          max: MAX_ADMIT_PER_MINUTE,
          label: { de: 'Einlass je Minute', en: 'Admitted per minute' },
          validate: wholeBetween(1, MAX_ADMIT_PER_MINUTE),
        },
        {
          name: 'admission_minutes',
          type: 'number',
          required: true,
          defaultValue: DEFAULT_ADMISSION_MINUTES,
          min: 1,
          max: 120,
          label: { de: 'Buchungszeit nach Einlass (Minuten)', en: 'Time to book once admitted (minutes)' },
          validate: wholeBetween(1, 120),
        },
      ],
    },
    {
      name: 'events',
      type: 'relationship',
      relationTo: 'events',
      hasMany: true,
      label: { de: 'Vorstellungen', en: 'Performances' },
      admin: {
        description: {
          de: 'Leer: jede Vorstellung im Verkauf.',
          en: 'Empty: every performance on sale.',
        },
      },
    },
    {
      name: 'challenge',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: MAX_CHALLENGE,
      label: { de: 'Rechenaufgabe beim Anstellen (0 = aus)', en: 'Proof of work to join (0 = off)' },
      admin: {
        description: {
          de: 'Der Browser löst vor dem Anstellen eine kleine Rechenaufgabe (ALTCHA), damit ein Skript für jeden Platz bezahlt. Stufe 1 dauert auf einem Telefon etwa eine Sekunde.',
          en: 'Before joining, the browser solves a small puzzle (ALTCHA), so a script pays for every place it takes. Level 1 takes about a second on a phone.',
        },
      },
      validate: wholeBetween(0, MAX_CHALLENGE),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'active',
          type: 'checkbox',
          defaultValue: true,
          label: { de: 'Aktiv (aus: Warteraum beendet, alle buchen frei)', en: 'Active (off: ended, everyone books freely)' },
        },
        {
          name: 'paused',
          type: 'checkbox',
          defaultValue: false,
          label: { de: 'Einlass pausiert', en: 'Admission paused' },
        },
      ],
    },
  ],
}
