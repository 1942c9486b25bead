import type { Field } from 'payload'

/** Small fields the content modules share (SPEC §3 names). */
export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  label: { de: 'Anker (für #-Links)', en: 'Anchor (for # links)' },
  validate: (value: string | null | undefined) =>
    !value || /^[A-Za-z][A-Za-z0-9_-]*$/.test(value) ? true : 'a-z, 0-9, -, _',
}

export const extraClassField: Field = { name: 'extra_class', type: 'text', label: { de: 'Zusätzliche CSS-Klasse', en: 'Extra CSS class' } }

export function uploadField(name: string, label: { de: string; en: string }, required = false): Field {
  return { name, type: 'upload', relationTo: 'media', required, label }
}

export const imageField = (required = false): Field => uploadField('image', { de: 'Bild', en: 'Image' }, required)

export const onlineWindowFields = (fromRequired = false): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'online_from', type: 'date', required: fromRequired, label: { de: 'Online ab', en: 'Online from' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'online_to', type: 'date', label: { de: 'Online bis', en: 'Online until' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ],
  },
]

const linkMissing = {
  de: 'Bitte eine interne Seite wählen oder eine Adresse angeben.',
  en: 'Please choose an internal page or enter an address.',
} as const

/** An internal page or a typed address (external, anchor or path); `required` asks for one of them. */
export const linkFields = (required = false): Field[] => [
  { name: 'link', type: 'relationship', relationTo: 'pages', label: { de: 'Interne Seite', en: 'Internal page' } },
  {
    name: 'link_url',
    type: 'text',
    label: { de: 'oder Adresse', en: 'or address' },
    validate: (value: string | null | undefined, { siblingData, req }: { siblingData: Partial<Record<string, unknown>>; req: { i18n?: { language?: string } } }) => {
      if (!required || siblingData.link || (typeof value === 'string' && value.trim() !== '')) return true
      return linkMissing[req.i18n?.language === 'en' ? 'en' : 'de']
    },
  },
]

export const textField = (name: string, label: { de: string; en: string }, options: { required?: boolean; maxLength?: number } = {}): Field => ({
  name,
  type: 'text',
  label,
  required: options.required ?? false,
  ...(options.maxLength ? { maxLength: options.maxLength } : {}),
})
