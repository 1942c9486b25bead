import type { Field } from 'payload'

export const isOnlineField: Field = {
  name: 'is_online',
  type: 'checkbox',
  label: { de: 'Online', en: 'Online' },
  defaultValue: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: { de: 'Offline-Inhalte sieht nur die Redaktion.', en: 'Offline content is visible to editors only.' },
  },
}

export const showInFilterField: Field = {
  name: 'show_in_filter',
  type: 'checkbox',
  label: { de: 'Im Filter anzeigen', en: 'Show in filter' },
  defaultValue: true,
  admin: { position: 'sidebar' },
}

export const nameField: Field = {
  name: 'name',
  type: 'text',
  label: { de: 'Name', en: 'Name' },
  required: true,
  localized: true,
}

export const titleField: Field = {
  name: 'title',
  type: 'text',
  label: { de: 'Titel', en: 'Title' },
  required: true,
  localized: true,
}

export const sortField: Field = {
  name: 'sort',
  type: 'number',
  label: { de: 'Reihenfolge', en: 'Order' },
  defaultValue: 0,
  admin: { position: 'sidebar' },
}
