import { createTranslator } from 'use-intl/core'

import rules from './messages/rules.json'
import { perLocale } from './perLocale'
import type { Locale } from './locales'

/**
 * The messages of the editor rules (SPEC §5) and Payload's field messages in the same wording:
 * next-intl messages `rules`, used by the schema's validators and hooks (src/cms) and the content
 * rules (cms/rules/validation.ts) alike.
 */

const translator = perLocale((locale) => createTranslator({ locale, messages: { rules: rules[locale] }, namespace: 'rules' }))

export type MessageKey = keyof (typeof rules)['de']['editor']
/** The values a message names (`tooLong`, `blogItems`, `pathTaken`); the others take none. */
type MessageParams<K extends MessageKey> = K extends 'tooLong'
  ? [{ max: number }]
  : K extends 'blogItems'
    ? [{ min: number; max: number }]
    : K extends 'pathTaken'
      ? [{ path: string }]
      : K extends 'linkUnsafe'
        ? [{ url: string }]
        : []

/** The editor message `key` in `locale` (messages `rules.editor`); keys with numbers take them as a last argument. */
export function message<K extends MessageKey>(key: K, locale: Locale, ...params: MessageParams<K>): string {
  const translate = translator(locale) as (key: string, values?: Record<string, number | string>) => string
  return translate(`editor.${key}`, params[0])
}

type PayloadKey = keyof (typeof rules)['de']['payload']

/**
 * Payload's own field messages in the same wording (issue 24: one wording per message, SPEC §8's
 * 'This field is required!' family, limits said as what is allowed), for the config to hand to its
 * i18n as overrides: our messages with Payload's `{{placeholders}}` where ours have arguments.
 */
function payloadMessages(locale: Locale): Record<PayloadKey | 'required', string> {
  const t = translator(locale)
  const placeholders = {
    maxLength: '{{maxLength}}',
    minLength: '{{minLength}}',
    count: '{{count}}',
    label: '{{label}}',
    max: '{{max}}',
    min: '{{min}}',
  }
  const keys = Object.keys(rules[locale].payload) as PayloadKey[]
  return {
    required: message('required', locale),
    ...Object.fromEntries(keys.map((key) => [key, t(`payload.${key}`, placeholders)])),
  } as Record<PayloadKey | 'required', string>
}

export const PAYLOAD_VALIDATION_MESSAGES = { de: payloadMessages('de'), en: payloadMessages('en') } as const

/** The admin or editor language as a message locale: English when it is English, German otherwise. */
export function messageLocale(language: string | null | undefined): Locale {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'de'
}
