/**
 * SPEC §3 forms and their entries, free of Payload: the definition a page renders and the rules an
 * entry must meet. The browser checks them before sending (errors at the fields) and the server
 * checks them again before storing anything (400 with the same errors).
 */

import { createTranslator } from 'use-intl/core'

import formRules from '@/i18n/messages/formRules.json'
import { perLocale } from '@/i18n/perLocale'
import type { Locale } from '@/i18n/locales'
import { berlinDateKey } from '@/lib/time/berlin'

/**
 * SPEC §3 field types: 1 line, 2 paragraph, 3 e-mail, 4 checkbox, 5 checkboxes, 6 drop-down,
 * 7 multiple select, 8 radio, 9 file, 10 date, 11 number, 12 phone.
 */
export type FieldType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12

export type FormField = {
  id: string
  label: string
  slug: string
  field_type: FieldType | 13
  required: boolean
  visible: boolean
  choices: { value: string; label: string }[]
  default: string | null
  placeholder_text: string | null
  help_text: string | null
  /** A date field's range (issue 44): any day, none after today (a birth date), or none before it. */
  date_range: DateRange
  /** A date field's minimum age in years: the date lies at least that long before today; null for none. */
  min_age: number | null
}

export const DATE_RANGES = ['any', 'past', 'future'] as const
export type DateRange = (typeof DATE_RANGES)[number]

export type FormDefinition = {
  id: number
  title: string
  intro: string | null
  submit_text: string | null
  success_message: string | null
  fields: FormField[]
}

/** SPEC §3: the client adds this field (type emailconfirm, not required) to every form; it must match the e-mail address. */
export const EMAIL_CONFIRM_SLUG = 'email2'
export const EMAIL_CONFIRM_TYPE = 13

/** Types whose value is a list (SPEC §3: 5 and 7 are multi-value). */
export const MULTI_VALUE_TYPES: readonly number[] = [5, 7]
export const FILE_TYPE = 9

/** The honeypot: a field people never see or fill; a value in it marks a bot. */
export const HONEYPOT = 'website'

export const LIMITS = { line: 300, paragraph: 5000, choices: 50 } as const

const translator = perLocale((locale) => createTranslator({ locale, messages: { form: formRules[locale] }, namespace: 'form' }))

/** A problem with a field's value: a key of the form messages (`tooLongParagraph` is `tooLong` with the paragraph's limit). */
export type MessageKey = Exclude<keyof (typeof formRules)['de'], 'fileGone' | 'repeatEmail'> | 'tooLongParagraph'

/**
 * A form message in the visitor's language (messages `formRules`); the 'too long' ones name the
 * limit, 'minAge' the field's age.
 */
export function formMessage(key: MessageKey | 'fileGone' | 'repeatEmail', locale: Locale, field?: Pick<FormField, 'min_age'>): string {
  const t = translator(locale)
  if (key === 'tooLong' || key === 'tooLongParagraph') return t('tooLong', { max: key === 'tooLong' ? LIMITS.line : LIMITS.paragraph })
  if (key === 'minAge') return t('minAge', { age: field?.min_age ?? 0 })
  return t(key)
}

/** The same day `years` earlier (YYYY-MM-DD; 29 February becomes 28 February in a common year). */
function yearsBefore(day: string, years: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const shifted = new Date(Date.UTC(year - years, month - 1, date))
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0)
  return shifted.toISOString().slice(0, 10)
}

/** Today in Berlin as a date field holds it (YYYY-MM-DD). */
export function festivalToday(now: Date = new Date()): string {
  return berlinDateKey(now)
}

/** The earliest and latest day a date field takes, for its picker (`min`, `max`) and its check. */
export function dateBounds(field: Pick<FormField, 'date_range' | 'min_age'>, today: string): { min?: string; max?: string } {
  if (field.min_age) return { max: yearsBefore(today, field.min_age) }
  if (field.date_range === 'past') return { max: today }
  if (field.date_range === 'future') return { min: today }
  return {}
}

export function emailConfirmField(locale: Locale): FormField {
  return {
    id: EMAIL_CONFIRM_SLUG,
    label: formMessage('repeatEmail', locale),
    slug: EMAIL_CONFIRM_SLUG,
    field_type: EMAIL_CONFIRM_TYPE,
    required: false,
    visible: true,
    choices: [],
    default: null,
    placeholder_text: null,
    help_text: null,
    date_range: 'any',
    min_age: null,
  }
}

/** The first e-mail field of a form: the address the confirmation field repeats. */
export function emailField(form: Pick<FormDefinition, 'fields'>): FormField | null {
  return form.fields.find((field) => field.field_type === 3 && field.visible) ?? null
}

// RFC 5322 is broader; this is the practical shape every mail system accepts.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const PHONE = /^\+?[0-9 ()/.-]{5,30}$/
/** A temporary file's claim: its id and the server's signature over it. */
export const FILE_TOKEN = /^[1-9]\d{0,15}\.[A-Za-z0-9_-]{16,64}$/

export type EntryValue = string | boolean | string[]
export type Entry = Record<string, EntryValue>
export type EntryCheck = { ok: true; values: Entry } | { ok: false; errors: Record<string, string> }

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0)
}

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A valid date against the field's range. */
function dateProblem(field: FormField, day: string, today: string): MessageKey | null {
  const { min, max } = dateBounds(field, today)
  // A day ahead is named as such, even where the form also asks for an age.
  if (max && day > max) return day > today || !field.min_age ? 'dateFuture' : 'minAge'
  if (min && day < min) return 'datePast'
  return null
}

/** One field's value against its rule: the error's key, or null. */
function fieldProblem(field: FormField, value: unknown, today: string): MessageKey | null {
  if (isBlank(value)) return field.required ? 'required' : null
  const choices = field.choices.map((choice) => choice.value)
  switch (field.field_type) {
    case 4:
      return typeof value === 'boolean' ? null : 'type'
    case 5:
    case 7:
      if (!Array.isArray(value) || value.length > LIMITS.choices || value.some((entry) => typeof entry !== 'string')) return 'type'
      return value.every((entry) => choices.includes(entry as string)) ? null : 'choice'
    case 6:
    case 8:
      if (typeof value !== 'string') return 'type'
      return choices.includes(value) ? null : 'choice'
    case 9:
      return typeof value === 'string' && FILE_TOKEN.test(value) ? null : 'file'
    default:
      break
  }
  if (typeof value !== 'string') return 'type'
  const text = value.trim()
  if (text === '') return field.required ? 'required' : null
  switch (field.field_type) {
    case 2:
      return text.length > LIMITS.paragraph ? 'tooLongParagraph' : null
    case 3:
    case EMAIL_CONFIRM_TYPE:
      return text.length > 254 || !EMAIL.test(text) ? 'email' : null
    case 10:
      return validDate(text) ? dateProblem(field, text, today) : 'date'
    case 11:
      return /^-?\d{1,12}([.,]\d{1,6})?$/.test(text) ? null : 'number'
    case 12:
      return PHONE.test(text) ? null : 'phone'
    default:
      return text.length > LIMITS.line ? 'tooLong' : null
  }
}

/**
 * An entry (`field_values` by slug) against its form: required fields, e-mail addresses and their
 * repetition, choices, types, lengths and date ranges (as of `today` in Berlin). Unknown slugs are refused. The values kept are the
 * visible fields', trimmed, without the repetition.
 */
export function checkEntry(
  form: Pick<FormDefinition, 'fields'>,
  raw: Record<string, unknown>,
  locale: Locale,
  today: string = festivalToday(),
): EntryCheck {
  const errors: Record<string, string> = {}
  const values: Entry = {}
  const fields = form.fields.filter((field) => field.visible)
  const known = new Set([...fields.map((field) => field.slug), EMAIL_CONFIRM_SLUG])
  for (const slug of Object.keys(raw)) if (!known.has(slug)) errors[slug] = formMessage('unknown', locale)
  for (const field of fields) {
    const value = raw[field.slug]
    const problem = fieldProblem(field, value, today)
    if (problem) errors[field.slug] = formMessage(problem, locale, field)
    else if (!isBlank(value)) values[field.slug] = typeof value === 'string' ? value.trim() : (value as EntryValue)
  }
  const email = emailField(form)
  const repeated = raw[EMAIL_CONFIRM_SLUG]
  if (email && !isBlank(repeated)) {
    const problem = fieldProblem(emailConfirmField(locale), repeated, today)
    if (problem) errors[EMAIL_CONFIRM_SLUG] = formMessage(problem, locale)
    else if (
      !errors[email.slug] &&
      String(repeated).trim().toLowerCase() !==
        String(raw[email.slug] ?? '')
          .trim()
          .toLowerCase()
    )
      errors[EMAIL_CONFIRM_SLUG] = formMessage('emailMismatch', locale)
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values }
}
