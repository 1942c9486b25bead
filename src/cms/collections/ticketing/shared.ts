import type { Field, RelationshipField } from 'payload'
import { anyone, isAdminField, isEditor } from '../../access'

/** The parts the ticketing collections share (SPEC §3 inventory, decision 002). */

/** The back office's group of the ticketing collections. */
export const group = { de: 'Ticketing', en: 'Ticketing' }

/** SPEC §3 availability flag, kept as the provider's string: '0' unavailable, '1' available. */
export const statusField: Field = {
  name: 'status',
  type: 'select',
  defaultValue: '1',
  label: { de: 'Status', en: 'Status' },
  options: [
    { value: '1', label: { de: 'Verfügbar', en: 'Available' } },
    { value: '0', label: { de: 'Nicht verfügbar', en: 'Unavailable' } },
  ],
}

export const eventField: RelationshipField = {
  name: 'event',
  type: 'relationship',
  relationTo: 'events',
  required: true,
  index: true,
  label: { de: 'Termin', en: 'Event' },
}

export const capacityField: Field = {
  name: 'capacity',
  type: 'number',
  required: true,
  min: 0,
  label: { de: 'Kontingent (Plätze)', en: 'Capacity (seats)' },
}

// The programme's editors set up seat groups, prices and timeslots with the events.
/** Order fields only administrators change, except those that name their own update access (status). */
export function adminUpdatesOnly(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'row') return { ...field, fields: adminUpdatesOnly(field.fields) }
    if (field.type === 'ui' || field.type === 'join' || !('name' in field) || field.access?.update) return field
    return { ...field, access: { ...field.access, update: isAdminField } } as Field
  })
}

export const inventoryAccess = { read: anyone, create: isEditor, update: isEditor, delete: isEditor }
