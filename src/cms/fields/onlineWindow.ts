import type { DateField, DateFieldValidation, Field, Validate } from 'payload'
import { date } from 'payload/shared'

import { type OnlineWindow } from '../rules/onlineWindow'
import { validateOnlineWindow } from '../rules/validation'

import { editorLocale } from '../blocks/validate'

/** A date field's value as Payload hands it over: usually an ISO string, sometimes a Date. */
function isoString(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  return typeof value === 'string' && value !== '' ? value : null
}

/** Payload's date check, then `online_to` after `online_from`. */
const validateOnlineTo: Validate<Date, unknown, OnlineWindow, DateField> = async (value, options) => {
  const builtIn = await date(value, options)
  if (builtIn !== true) return builtIn
  const window = { online_from: isoString(options.siblingData.online_from), online_to: isoString(value) }
  return validateOnlineWindow(window, editorLocale(options.req))
}

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * `online_from` (inclusive) and `online_to` (exclusive), picked as day and time and stored as
 * instants; the module shows only inside this window (`isOnline`, Europe/Berlin).
 */
export function onlineWindowFields({ fromRequired = false }: { fromRequired?: boolean } = {}): Field[] {
  const validate: DateFieldValidation = validateOnlineTo
  return [
    {
      type: 'row',
      fields: [
        { name: 'online_from', type: 'date', required: fromRequired, label: { de: 'Online ab', en: 'Online from' }, admin: dayAndTime },
        { name: 'online_to', type: 'date', label: { de: 'Online bis', en: 'Online until' }, admin: dayAndTime, validate },
      ],
    },
  ]
}
