import type { Validate } from 'payload'
import { text } from 'payload/shared'

import type { ContentRule, MessageLocale } from '@/features/content/domain/validation'

/**
 * A Payload `validate` from a domain rule: Payload's own text checks (required, length) first, then
 * the rule for non-empty values, with the message in the editor's admin language.
 */
export function contentRule(rule: ContentRule): Validate<string> {
  return (value, options) => {
    const base = text(value, options as Parameters<typeof text>[1])
    if (base !== true) return base
    if (!value) return true
    const language: MessageLocale = options.req?.i18n?.language === 'en' ? 'en' : 'de'
    return rule(value, language)
  }
}
