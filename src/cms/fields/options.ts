import type { Field } from 'payload'
import { LANGUAGE_NAMES, type Locale, LOCALES } from '@/i18n/locales'
import { fromKeys, keysOf } from '@/lib/types/guards'

type Label = { de: string; en: string }

/** The labels of some keys of a message group in both languages (the back office shows the visitors' words). */
export function messageLabels<V extends string>(texts: Record<Locale, Record<V, string>>, keys: readonly V[]): Record<V, Label> {
  return fromKeys(keys, (key) => ({ de: texts.de[key], en: texts.en[key] }))
}

/** Select options from a record of values and their German and English labels. */
export function labelledOptions<V extends string>(labels: Record<V, Label>): { value: V; label: Label }[] {
  return keysOf(labels).map((value) => ({ value, label: labels[value] }))
}

/** A person's language (customers, orders): German by default; each language named in itself. */
export function languageField(name: string): Field {
  return {
    name,
    type: 'select',
    defaultValue: 'de',
    label: { de: 'Sprache', en: 'Language' },
    options: LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
  }
}
