import { message } from '@/i18n/rules'

import { audioProvider, socialProvider, videoProvider, viewerProvider } from './embeds'
import { isSafeHref } from './links'
import { isWindowOrdered, type OnlineWindow } from './onlineWindow'
import type { Locale } from '@/i18n/locales'

/**
 * SPEC §5 editor rules, free of Payload: each validator returns `true` or the message to show, in
 * the editor's language. Empty values pass; whether a field must be filled is Payload's `required`.
 */
export type Rule = (value: string | null | undefined, locale: Locale) => true | string

const isEmpty = (value: string | null | undefined): value is null | undefined | '' => !value || value.trim() === ''

export const BLOG_ITEMS = { min: 1, max: 8 } as const

/** SPEC §5: a YouTube or Vimeo address (youtu.be included). */
export function validateVideoUrl(value: string | null | undefined, locale: Locale): true | string {
  return isEmpty(value) || videoProvider(value) ? true : message('videoUrl', locale)
}

/** SPEC §5: Spotify, SoundCloud or Podigee; idagio in legacy modules. */
export function validateAudioEmbed(value: string | null | undefined, locale: Locale, opts: { legacy?: boolean } = {}): true | string {
  if (isEmpty(value) || audioProvider(value, opts)) return true
  return message(opts.legacy ? 'audioEmbedLegacy' : 'audioEmbed', locale)
}

/** SPEC §5: issuu; yumpu and InDesign in legacy modules. */
export function validateViewerEmbed(value: string | null | undefined, locale: Locale, opts: { legacy?: boolean } = {}): true | string {
  if (isEmpty(value) || viewerProvider(value, opts)) return true
  return message(opts.legacy ? 'viewerEmbedLegacy' : 'viewerEmbed', locale)
}

/** SPEC §5: Instagram, Twitter/X, Facebook or TikTok. */
export function validateSocialEmbed(value: string | null | undefined, locale: Locale): true | string {
  return isEmpty(value) || socialProvider(value) ? true : message('socialEmbed', locale)
}

/** At most `max` characters, counted as Payload counts them (UTF-16 code units). */
export function validateMaxLength(value: string | null | undefined, max: number, locale: Locale): true | string {
  return !value || value.length <= max ? true : message('tooLong', locale, { max })
}

/** SPEC §5: a blog teaser list holds 1 to 8 articles; also the message for none, as the list is required. */
export function validateBlogItems(items: readonly unknown[] | null | undefined, locale: Locale): true | string {
  const count = items?.length ?? 0
  return count >= BLOG_ITEMS.min && count <= BLOG_ITEMS.max ? true : message('blogItems', locale, BLOG_ITEMS)
}

/** A URL-fragment-safe id: letters, digits, `-` and `_` (a leading `#` is removed before this runs). */
export function validateAnchor(value: string | null | undefined, locale: Locale): true | string {
  return isEmpty(value) || /^[A-Za-z0-9_-]+$/.test(value) ? true : message('anchor', locale)
}

/** An address an editor may link to (see `isSafeHref`): no `javascript:`, `data:` or bare words. */
/** The refusal of an address as a link, naming it (shortened) so the editor finds it among several. */
export function unsafeLinkMessage(url: string, locale: Locale): string {
  const shown = url.trim()
  return message('linkUnsafe', locale, { url: shown.length > 60 ? `${shown.slice(0, 59)}…` : shown })
}

export function validateLinkUrl(value: string | null | undefined, locale: Locale): true | string {
  return isEmpty(value) || isSafeHref(value) ? true : unsafeLinkMessage(value, locale)
}

/** A required link: an internal page or a typed address. */
export function validateLinkPresent(link: unknown, linkUrl: string | null | undefined, locale: Locale): true | string {
  const hasPage = link !== null && link !== undefined && link !== ''
  return hasPage || !isEmpty(linkUrl) ? true : message('linkMissing', locale)
}

/** `online_to` after `online_from` when both are set. */
export function validateOnlineWindow(window: OnlineWindow, locale: Locale): true | string {
  return isWindowOrdered(window) ? true : message('onlineWindow', locale)
}
