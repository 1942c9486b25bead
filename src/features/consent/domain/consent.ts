/**
 * Cookie consent (SPEC §1, §4): four categories; the visitor's choice lives in one cookie.
 * `googleTagManager` is the tracking category (statistics and marketing tools), named as SPEC's
 * re-show rule names it.
 */
export const CONSENT_COOKIE = 'cookie_consent'
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
const VERSION = 1

export const CATEGORIES = ['required', 'googleTagManager', 'marketing', 'externalMedia'] as const
export type Category = (typeof CATEGORIES)[number]
export type OptionalCategory = Exclude<Category, 'required'>
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['googleTagManager', 'marketing', 'externalMedia']

export type Consent = { v: typeof VERSION; required: true; googleTagManager: boolean; marketing: boolean; externalMedia: boolean }

export function consentOf(choice: Partial<Record<OptionalCategory, boolean>>): Consent {
  return {
    v: VERSION,
    required: true,
    googleTagManager: choice.googleTagManager === true,
    marketing: choice.marketing === true,
    externalMedia: choice.externalMedia === true,
  }
}

export function acceptAll(): Consent {
  return consentOf({ googleTagManager: true, marketing: true, externalMedia: true })
}

/** The stored consent, or null when there is none or it is unreadable or of another version (ask again). */
export function parseConsent(raw: string | null | undefined): Consent | null {
  if (!raw) return null
  let fields: Map<string, unknown>
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    fields = new Map(Object.entries(value))
  } catch {
    return null
  }
  if (fields.get('v') !== VERSION) return null
  const choices: Partial<Record<OptionalCategory, boolean>> = {}
  for (const category of OPTIONAL_CATEGORIES) {
    const chosen = fields.get(category)
    if (typeof chosen !== 'boolean') return null
    choices[category] = chosen
  }
  return consentOf(choices)
}

export function serializeConsent(consent: Consent): string {
  return JSON.stringify(consent)
}

export function isGranted(consent: Consent | null, category: Category): boolean {
  if (category === 'required') return true
  return consent?.[category] === true
}

const LEGAL_SEGMENTS = new Set(['impressum', 'datenschutz', 'agb'])

/** Whether a public path is an imprint, privacy or terms page (/de/impressum, /en/agb, ...). */
export function isLegalPath(path: string): boolean {
  const [, , page, ...rest] = path.split('/')
  return rest.length === 0 && page !== undefined && LEGAL_SEGMENTS.has(page)
}

/**
 * SPEC §4: a visitor who declined tracking (stored `googleTagManager: false`) sees the banner again
 * when going from an imprint, privacy or terms page to another page: they may have gone there to
 * read before deciding.
 */
export function shouldReshowBanner(consent: Consent | null, fromPath: string, toPath: string): boolean {
  if (!consent || consent.googleTagManager !== false) return false
  return isLegalPath(fromPath) && !isLegalPath(toPath) && fromPath !== toPath
}

/** Cookies that only tracking and marketing tools set; 'delete cookies' removes them. */
export const TRACKING_COOKIE_PATTERNS: readonly RegExp[] = [
  /^_ga/,
  /^_gid$/,
  /^_gat/,
  /^_gcl/,
  /^_fbp$/,
  /^_fbc$/,
  /^_uet/,
  /^_hj/,
  /^IDE$/,
]

export function isTrackingCookie(name: string): boolean {
  return TRACKING_COOKIE_PATTERNS.some((pattern) => pattern.test(name))
}
