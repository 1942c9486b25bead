'use client'

import { usePathname } from 'next/navigation'
import { createContext, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { cookieNames, readCookie, writeCookie } from '@/lib/browser/cookies'

import {
  acceptAll,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  type Consent,
  consentOf,
  isGranted,
  isTrackingCookie,
  type OptionalCategory,
  parseConsent,
  serializeConsent,
  shouldReshowBanner,
} from '../domain/consent'
import { ConsentBanner } from './ConsentBanner'
import { TagManager } from './TagManager'

export type ConsentApi = {
  /** null until the visitor decided (or before the cookie was read). */
  consent: Consent | null
  isGranted: (category: OptionalCategory) => boolean
  /** One-click consent for one more category (e.g. 'externalMedia' from a video placeholder). */
  grant: (category: OptionalCategory) => void
  openSettings: () => void
}

export const ConsentContext = createContext<ConsentApi>({
  consent: null,
  isGranted: () => false,
  grant: () => undefined,
  openSettings: () => undefined,
})

const CHANGED = 'consent:changed'

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange)
  return () => window.removeEventListener(CHANGED, onChange)
}

/** The raw consent cookie, '' when absent (undefined stands for "not read yet", on the server). */
function readConsentCookie(): string {
  return readCookie(CONSENT_COOKIE) ?? ''
}

type Props = { locale: Locale; tagManagerId: string | null; bannerText: string | null; privacyHref: string; children: ReactNode }

/**
 * Cookie consent (SPEC §1, §4) for the whole public site. The page HTML is the same for everyone,
 * so the choice is read from the cookie after hydration; until a choice exists the banner shows
 * and no tracking script loads.
 */
export function ConsentProvider({ locale, tagManagerId, bannerText, privacyHref, children }: Props) {
  // The cookie is the store: read in the browser only (the server HTML is the same for everyone).
  const raw = useSyncExternalStore(subscribe, readConsentCookie, () => undefined)
  const consent = useMemo(() => (raw === undefined ? null : parseConsent(raw)), [raw])
  const [forcedOpen, setForcedOpen] = useState(false)
  const bannerOpen = raw !== undefined && (forcedOpen || consent === null)

  // SPEC §4: leaving a legal page re-shows the banner for a visitor who declined tracking.
  const pathname = usePathname()
  const [previousPath, setPreviousPath] = useState(pathname)
  if (previousPath !== pathname) {
    setPreviousPath(pathname)
    if (shouldReshowBanner(consent, previousPath, pathname)) setForcedOpen(true)
  }

  const store = useCallback((next: Consent) => {
    writeCookie(CONSENT_COOKIE, serializeConsent(next), CONSENT_COOKIE_MAX_AGE)
    window.dispatchEvent(new Event(CHANGED))
    setForcedOpen(false)
  }, [])

  const deleteCookies = useCallback(() => {
    const { hostname } = window.location
    for (const name of cookieNames()) {
      if (!(name === CONSENT_COOKIE || isTrackingCookie(name))) continue
      // Tracking cookies may sit on the bare domain or the parent domain: clear both.
      for (const domain of [undefined, hostname, `.${hostname.split('.').slice(-2).join('.')}`]) writeCookie(name, '', 0, domain)
    }
    // A loaded tag manager stays in memory: a reload leaves the page without it.
    window.location.reload()
  }, [])

  const api = useMemo<ConsentApi>(
    () => ({
      consent,
      isGranted: (category) => isGranted(consent, category),
      grant: (category) => store(consentOf({ ...(consent ?? {}), [category]: true })),
      openSettings: () => setForcedOpen(true),
    }),
    [consent, store],
  )

  return (
    <ConsentContext.Provider value={api}>
      {/* Before the page in the DOM: the banner is reached right after the skip link. */}
      {bannerOpen && (
        <ConsentBanner
          key={locale}
          initial={consent}
          text={bannerText}
          privacyHref={privacyHref}
          onAcceptAll={() => store(acceptAll())}
          onSave={(choice) => store(consentOf(choice))}
          onDeleteCookies={deleteCookies}
        />
      )}
      {children}
      {tagManagerId && isGranted(consent, 'googleTagManager') && <TagManager id={tagManagerId} consent={consent} />}
    </ConsentContext.Provider>
  )
}
