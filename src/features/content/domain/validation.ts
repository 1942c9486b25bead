import { audioProvider, socialProvider, videoProvider, viewerProvider } from './embeds'
import { isSafeHref } from './links'
import { isWindowOrdered, type OnlineWindow } from './onlineWindow'

/**
 * SPEC §5 editor rules, free of Payload: each validator returns `true` or the message to show, in
 * the editor's language. Empty values pass; whether a field must be filled is Payload's `required`.
 */
export type MessageLocale = 'de' | 'en'

type Entry<P extends unknown[]> = Readonly<Record<MessageLocale, (...params: P) => string>>
const fixed = (de: string, en: string): Entry<[]> => ({ de: () => de, en: () => en })

const MESSAGES = {
  required: fixed('Dieses Feld ist erforderlich!', 'This field is required!'),
  videoUrl: fixed('Bitte eine YouTube- oder Vimeo-Adresse angeben.', 'Please enter a YouTube or Vimeo address.'),
  audioEmbed: fixed(
    'Bitte eine Spotify-, SoundCloud- oder Podigee-Adresse oder deren Einbettungscode angeben.',
    'Please enter a Spotify, SoundCloud or Podigee address or its embed code.',
  ),
  audioEmbedLegacy: fixed(
    'Bitte eine Spotify-, SoundCloud-, Podigee- oder idagio-Adresse oder deren Einbettungscode angeben.',
    'Please enter a Spotify, SoundCloud, Podigee or idagio address or its embed code.',
  ),
  viewerEmbed: fixed('Bitte eine issuu-Adresse oder deren Einbettungscode angeben.', 'Please enter an issuu address or its embed code.'),
  viewerEmbedLegacy: fixed(
    'Bitte eine issuu-, yumpu- oder InDesign-Adresse oder deren Einbettungscode angeben.',
    'Please enter an issuu, yumpu or InDesign address or its embed code.',
  ),
  socialEmbed: fixed(
    'Bitte einen Instagram-, Twitter/X-, Facebook- oder TikTok-Beitrag (Adresse oder Einbettungscode) angeben.',
    'Please enter an Instagram, Twitter/X, Facebook or TikTok post (address or embed code).',
  ),
  tooLong: {
    de: ({ max }: { max: number }) => `Bitte höchstens ${max.toLocaleString('de-DE')} Zeichen eingeben.`,
    en: ({ max }: { max: number }) => `Please enter at most ${max.toLocaleString('en-GB')} characters.`,
  },
  blogItems: {
    de: ({ min, max }: { min: number; max: number }) => `Bitte ${min} bis ${max} Artikel auswählen.`,
    en: ({ min, max }: { min: number; max: number }) => `Please choose ${min} to ${max} articles.`,
  },
  anchor: fixed(
    'Nur Buchstaben, Ziffern, Bindestrich und Unterstrich, ohne Leerzeichen (z. B. programm-2026).',
    'Letters, digits, hyphen and underscore only, no spaces (e.g. programme-2026).',
  ),
  linkMissing: fixed('Bitte eine interne Seite wählen oder eine Adresse angeben.', 'Please choose an internal page or enter an address.'),
  redirectSelf: fixed('Diese Weiterleitung führt auf sich selbst.', 'This redirect leads to itself.'),
  redirectLoop: fixed(
    'Diese Weiterleitung schließt mit bestehenden Weiterleitungen einen Kreis: Besucher:innen kämen nie an.',
    'This redirect closes a loop with existing redirects: visitors would never arrive.',
  ),
  redirectLivePage: fixed(
    'Unter dem alten Pfad ist eine veröffentlichte Seite online; sie wäre nicht mehr erreichbar. Bitte die Seite zuerst offline nehmen oder verschieben.',
    'A published page is online at the old path; it could no longer be reached. Please take the page offline or move it first.',
  ),
  linkUnsafe: fixed(
    'Bitte eine Adresse angeben, die mit /, #, https://, mailto: oder tel: beginnt.',
    'Please enter an address starting with /, #, https://, mailto: or tel:.',
  ),
  onlineWindow: fixed('„Online bis“ muss nach „Online ab“ liegen.', '“Online until” must be after “Online from”.'),
} as const satisfies Record<string, Readonly<Record<MessageLocale, (...params: never) => string>>>

/**
 * Payload's own field messages in the same wording (issue 24: one wording per message, SPEC §8's
 * 'This field is required!' family, limits said as what is allowed). Payload fills the
 * `{{placeholders}}`; the config hands these to its i18n as overrides.
 */
export const PAYLOAD_VALIDATION_MESSAGES = {
  de: {
    required: MESSAGES.required.de(),
    shorterThanMax: 'Bitte höchstens {{maxLength}} Zeichen eingeben.',
    longerThanMin: 'Bitte mindestens {{minLength}} Zeichen eingeben.',
    requiresAtLeast: 'Bitte mindestens {{count}} {{label}} angeben.',
    requiresNoMoreThan: 'Bitte höchstens {{count}} {{label}} angeben.',
    greaterThanMax: 'Bitte höchstens {{max}} eingeben.',
    lessThanMin: 'Bitte mindestens {{min}} eingeben.',
  },
  en: {
    required: MESSAGES.required.en(),
    shorterThanMax: 'Please enter at most {{maxLength}} characters.',
    longerThanMin: 'Please enter at least {{minLength}} characters.',
    requiresAtLeast: 'Please add at least {{count}} {{label}}.',
    requiresNoMoreThan: 'Please add at most {{count}} {{label}}.',
    greaterThanMax: 'Please enter at most {{max}}.',
    lessThanMin: 'Please enter at least {{min}}.',
  },
} as const

export type MessageKey = keyof typeof MESSAGES
type MessageParams<K extends MessageKey> = Parameters<(typeof MESSAGES)[K]['de']>

/** The editor message `key` in `locale`; keys with numbers (`tooLong`, `blogItems`) take them as a last argument. */
export function message<K extends MessageKey>(key: K, locale: MessageLocale, ...params: MessageParams<K>): string {
  const text = MESSAGES[key][locale] as (...args: MessageParams<K>) => string
  return text(...params)
}

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
