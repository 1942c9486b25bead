import type { Field } from 'payload'

type Label = { de: string; en: string }

/** Select options from a record of values and their German and English labels. */
export function labelledOptions<V extends string>(labels: Record<V, Label>): { value: V; label: Label }[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }))
}

/** A person's language (customers, orders): German by default; each language named in itself. */
export function languageField(name: string): Field {
  return {
    name,
    type: 'select',
    defaultValue: 'de',
    label: { de: 'Sprache', en: 'Language' },
    options: [
      { value: 'de', label: 'Deutsch' },
      { value: 'en', label: 'English' },
    ],
  }
}
