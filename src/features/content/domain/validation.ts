import { createTranslator } from 'next-intl'

import rules from '@/i18n/messages/rules.json'

import { audioProvider, socialProvider, videoProvider, viewerProvider } from './embeds'
import { isSafeHref } from './links'
import { isWindowOrdered, type OnlineWindow } from './onlineWindow'

/**
 * SPEC §5 editor rules, free of Payload: each validator returns `true` or the message to show, in
 * the editor's language. Empty values pass; whether a field must be filled is Payload's `required`.
 */
export type MessageLocale = 'de' | 'en'

const translators = {
  de: createTranslator({ locale: 'de', messages: { rules: rules.de }, namespace: 'rules' }),
  en: createTranslator({ locale: 'en', messages: { rules: rules.en }, namespace: 'rules' }),
} as const

export type MessageKey = keyof (typeof rules)['de']['editor']
/** The numbers a message names (`tooLong`, `blogItems`); the others take none. */
type MessageParams<K extends MessageKey> = K extends 'tooLong' ? [{ max: number }] : K extends 'blogItems' ? [{ min: number; max: number }] : []

/** The editor message `key` in `locale` (messages `rules.editor`); keys with numbers take them as a last argument. */
export function message<K extends MessageKey>(key: K, locale: MessageLocale, ...params: MessageParams<K>): string {
  const translate = translators[locale] as (key: string, values?: Record<string, number>) => string
  return translate(`editor.${key}`, params[0])
}

type PayloadKey = keyof (typeof rules)['de']['payload']

/**
 * Payload's own field messages in the same wording (issue 24: one wording per message, SPEC §8's
 * 'This field is required!' family, limits said as what is allowed), for the config to hand to its
 * i18n as overrides: our messages with Payload's `{{placeholders}}` where ours have arguments.
 */
function payloadMessages(locale: MessageLocale): Record<PayloadKey | 'required', string> {
  const t = translators[locale]
  const placeholders = { maxLength: '{{maxLength}}', minLength: '{{minLength}}', count: '{{count}}', label: '{{label}}', max: '{{max}}', min: '{{min}}' }
  const keys = Object.keys(rules[locale].payload) as PayloadKey[]
  return { required: message('required', locale), ...Object.fromEntries(keys.map((key) => [key, t(`payload.${key}`, placeholders)])) } as Record<PayloadKey | 'required', string>
}

export const PAYLOAD_VALIDATION_MESSAGES = { de: payloadMessages('de'), en: payloadMessages('en') } as const

/** The admin or editor language as a message locale: English when it is English, German otherwise. */
export function messageLocale(language: string | null | undefined): MessageLocale {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'de'
}

export type Rule = (value: string | null | undefined, locale: MessageLocale) => true | string

const isEmpty = (value: string | null | undefined): value is null | undefined | '' => !value || value.trim() === ''

export const BLOG_ITEMS = { min: 1, max: 8 } as const

/** SPEC §5: a YouTube or Vimeo address (youtu.be included). */
export function validateVideoUrl(value: string | null | undefined, locale: MessageLocale): true | string {
  return isEmpty(value) || videoProvider(value) ? true : message('videoUrl', locale)
}

/** SPEC §5: Spotify, SoundCloud or Podigee; idagio in legacy modules. */
export function validateAudioEmbed(value: string | null | undefined, locale: MessageLocale, opts: { legacy?: boolean } = {}): true | string {
  if (isEmpty(value) || audioProvider(value, opts)) return true
  return message(opts.legacy ? 'audioEmbedLegacy' : 'audioEmbed', locale)
}

/** SPEC §5: issuu; yumpu and InDesign in legacy modules. */
export function validateViewerEmbed(value: string | null | undefined, locale: MessageLocale, opts: { legacy?: boolean } = {}): true | string {
  if (isEmpty(value) || viewerProvider(value, opts)) return true
  return message(opts.legacy ? 'viewerEmbedLegacy' : 'viewerEmbed', locale)
}

/** SPEC §5: Instagram, Twitter/X, Facebook or TikTok. */
export function validateSocialEmbed(value: string | null | undefined, locale: MessageLocale): true | string {
  return isEmpty(value) || socialProvider(value) ? true : message('socialEmbed', locale)
}

/** At most `max` characters, counted as Payload counts them (UTF-16 code units). */
export function validateMaxLength(value: string | null | undefined, max: number, locale: MessageLocale): true | string {
  return !value || value.length <= max ? true : message('tooLong', locale, { max })
}

/** SPEC §5: a blog teaser list holds 1 to 8 articles; also the message for none, as the list is required. */
export function validateBlogItems(items: readonly unknown[] | null | undefined, locale: MessageLocale): true | string {
  const count = items?.length ?? 0
  return count >= BLOG_ITEMS.min && count <= BLOG_ITEMS.max ? true : message('blogItems', locale, BLOG_ITEMS)
}

/** A URL-fragment-safe id: letters, digits, `-` and `_` (a leading `#` is removed before this runs). */
export function validateAnchor(value: string | null | undefined, locale: MessageLocale): true | string {
  return isEmpty(value) || /^[A-Za-z0-9_-]+$/.test(value) ? true : message('anchor', locale)
}

/** An address an editor may link to (see `isSafeHref`): no `javascript:`, `data:` or bare words. */
export function validateLinkUrl(value: string | null | undefined, locale: MessageLocale): true | string {
  return isEmpty(value) || isSafeHref(value) ? true : message('linkUnsafe', locale)
}

/** A required link: an internal page or a typed address. */
export function validateLinkPresent(link: unknown, linkUrl: string | null | undefined, locale: MessageLocale): true | string {
  const hasPage = link !== null && link !== undefined && link !== ''
  return hasPage || !isEmpty(linkUrl) ? true : message('linkMissing', locale)
}

/** `online_to` after `online_from` when both are set. */
export function validateOnlineWindow(window: OnlineWindow, locale: MessageLocale): true | string {
  return isWindowOrdered(window) ? true : message('onlineWindow', locale)
}
