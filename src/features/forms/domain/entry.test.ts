import { describe, expect, it } from 'vitest'

import { checkEntry, dateBounds, type FormField } from './entry'

const field = (slug: string, field_type: FormField['field_type'], extra: Partial<FormField> = {}): FormField => ({
  id: slug,
  label: slug,
  slug,
  field_type,
  required: false,
  visible: true,
  choices: [],
  default: null,
  placeholder_text: null,
  help_text: null,
  date_range: 'any',
  min_age: null,
  ...extra,
})

const form = {
  fields: [
    field('name', 1, { required: true }),
    field('email', 3, { required: true }),
    field('topic', 6, {
      choices: [
        { value: 'tickets', label: 'Karten' },
        { value: 'other', label: 'Sonstiges' },
      ],
    }),
    field('days', 5, {
      choices: [
        { value: 'fri', label: 'Fr' },
        { value: 'sat', label: 'Sa' },
      ],
    }),
    field('privacy', 4, { required: true }),
    field('cv', 9),
    field('born', 10),
    field('hidden', 1, { visible: false }),
  ],
}

describe('a form entry against its form', () => {
  it('keeps the visible fields’ values, trimmed, without the e-mail repetition', () => {
    const result = checkEntry(
      form,
      {
        name: '  Ada ',
        email: 'ada@example.org',
        email2: 'ADA@example.org',
        topic: 'tickets',
        days: ['fri', 'sat'],
        privacy: true,
        born: '1990-02-28',
      },
      'de',
    )
    expect(result).toEqual({
      ok: true,
      values: { name: 'Ada', email: 'ada@example.org', topic: 'tickets', days: ['fri', 'sat'], privacy: true, born: '1990-02-28' },
    })
  })

  it('names SPEC’s messages at the fields, in the page language', () => {
    expect(checkEntry(form, { email: 'nicht-gültig', privacy: false }, 'de')).toEqual({
      ok: false,
      errors: { name: 'Dieses Feld ist erforderlich!', email: 'Ungültige E-Mail-Adresse!', privacy: 'Dieses Feld ist erforderlich!' },
    })
    expect(checkEntry(form, { name: 'A', email: 'a@b.de', email2: 'x@b.de', privacy: true }, 'en')).toEqual({
      ok: false,
      errors: { email2: 'The e-mail addresses do not match!' },
    })
  })

  it('refuses unknown fields, hidden fields, wrong types, choices not offered and oversized values', () => {
    const base = { name: 'A', email: 'a@b.de', privacy: true }
    const errors = (raw: Record<string, unknown>) =>
      (checkEntry(form, { ...base, ...raw }, 'en') as { errors: Record<string, string> }).errors
    expect(Object.keys(errors({ admin: 'x', hidden: 'y' }))).toEqual(['admin', 'hidden'])
    expect(errors({ topic: 'free beer' })).toEqual({ topic: 'Please choose one of the options offered.' })
    expect(errors({ days: 'fri' })).toEqual({ days: 'This value does not fit the field.' })
    expect(errors({ privacy: 'yes' })).toEqual({ privacy: 'This value does not fit the field.' })
    // The message names the limit the field exceeded.
    expect(errors({ name: 'x'.repeat(301) })).toEqual({ name: 'This text is too long: 300 characters at most.' })
    expect((checkEntry(form, { ...base, name: 'x'.repeat(301) }, 'de') as { errors: Record<string, string> }).errors).toEqual({
      name: 'Dieser Text ist zu lang: höchstens 300 Zeichen.',
    })
    expect(errors({ born: '2026-02-30' })).toEqual({ born: 'Please enter a date.' })
    expect(errors({ cv: '12' })).toEqual({ cv: 'Please upload the file again.' })
  })
})

describe('date fields with a range', () => {
  const today = '2026-11-28'
  const dated = {
    fields: [field('born', 10, { date_range: 'past', min_age: 16 }), field('arrival', 10, { date_range: 'future' }), field('any', 10)],
  }
  const errors = (raw: Record<string, unknown>, locale: 'de' | 'en' = 'en') => {
    const result = checkEntry(dated, raw, locale, today)
    return result.ok ? {} : result.errors
  }

  it('takes no birth date in the future, none too young for the form, and no past date where one lies ahead', () => {
    expect(errors({ born: '2030-01-01' })).toEqual({ born: 'The date cannot be in the future.' })
    expect(errors({ born: '2030-01-01' }, 'de')).toEqual({ born: 'Das Datum darf nicht in der Zukunft liegen.' })
    expect(errors({ born: '2011-01-01' })).toEqual({ born: 'This form asks for an age of at least 16.' })
    expect(errors({ born: '2011-01-01' }, 'de')).toEqual({ born: 'Für dieses Formular müssen Sie mindestens 16 Jahre alt sein.' })
    expect(errors({ arrival: '2026-11-27' })).toEqual({ arrival: 'The date cannot be in the past.' })
    expect(errors({ born: '2010-11-28', arrival: '2026-11-28', any: '1900-01-01' })).toEqual({})
    expect(errors({ born: '2010-11-29' })).toEqual({ born: 'This form asks for an age of at least 16.' })
  })

  it('gives the date picker the same bounds', () => {
    expect(dateBounds(field('born', 10, { date_range: 'past', min_age: 16 }), today)).toEqual({ max: '2010-11-28' })
    expect(dateBounds(field('born', 10, { date_range: 'past' }), today)).toEqual({ max: today })
    expect(dateBounds(field('arrival', 10, { date_range: 'future' }), today)).toEqual({ min: today })
    expect(dateBounds(field('any', 10), today)).toEqual({})
  })
})
