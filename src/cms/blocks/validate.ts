import type {
  ArrayFieldValidation,
  BlocksFieldValidation,
  CodeFieldValidation,
  PayloadRequest,
  TextareaFieldValidation,
  TextFieldSingleValidation,
  Validate,
} from 'payload'
import { array, blocks, code, text, textarea } from 'payload/shared'

import type { Rule } from '../rules/validation'
import { message, messageLocale } from '@/i18n/rules'
import type { Locale } from '@/i18n/locales'

/**
 * The language of a validation message: the editor's admin language (`req.i18n`), the language
 * Payload's own messages on the same form use; German when unknown (the Local API gets the
 * config's fallback language, German).
 */
export function editorLocale(req: Pick<PayloadRequest, 'i18n'> | null | undefined): Locale {
  return messageLocale(req?.i18n?.language)
}

const isBlank = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() === ''

/**
 * A Payload `validate` from a domain rule. Payload's own check for the field type runs first
 * (required, length; a value of only spaces counts as empty), then the rule for a non-empty value,
 * with its message in the editor's language.
 */
export function withRule<TField extends object>(
  builtIn: Validate<string, unknown, unknown, TField>,
  rule: Rule,
): Validate<string, unknown, unknown, TField> {
  return async (value, options) => {
    const blank = isBlank(value)
    const result = await builtIn(blank ? '' : value, options)
    if (result !== true || blank || value === null || value === undefined) return result
    return rule(value, editorLocale(options.req))
  }
}

/** `validate` for a text field: Payload's `text()` check, then the rule. */
export const textRule = (rule: Rule): TextFieldSingleValidation => withRule(text, rule)

/** `validate` for a textarea field: Payload's `textarea()` check, then the rule. */
export const textareaRule = (rule: Rule): TextareaFieldValidation => withRule(textarea, rule)

/**
 * `validate` for a code field: Payload's `code()` only refuses `undefined`, so an emptied or
 * blank required field is refused here (SPEC §5: HTML is required).
 */
export const requiredCode: CodeFieldValidation = (value, options) => {
  if (options.required && (value === null || value === undefined || value.trim() === ''))
    return message('required', editorLocale(options.req))
  return code(value, options)
}

/**
 * `validate` for a list that needs at least one entry (issue 24: a teaser, image, video, logo or
 * anchor list cannot be saved empty): empty answers the one required message of SPEC §8's family
 * (Payload's own would say "at least 1 Row"), otherwise Payload's check for the list.
 */
export const requiredBlocks: BlocksFieldValidation = (value, options) => {
  if (!Array.isArray(value) || value.length === 0) return message('required', editorLocale(options.req))
  return blocks(value, options)
}

export const requiredArray: ArrayFieldValidation = (value, options) => {
  if (!Array.isArray(value) || value.length === 0) return message('required', editorLocale(options.req))
  return array(value, options)
}
