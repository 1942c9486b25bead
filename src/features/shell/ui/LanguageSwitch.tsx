'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/i18n/locales'
import { readCookie, writeCookie } from '@/lib/browser/cookies'
import { useLocationSearch } from '@/lib/browser/useLocationSearch'

/**
 * The language switch (SPEC §2): the same page in the other language. It is a plain link (a full
 * load: the other language has its own texts and document language) that also remembers the choice
 * in the locale cookie, so the site root opens in that language next time (SPEC §9). The page is
 * static, so the server renders the bare address; in the browser the link's `href` carries the
 * query of the page as it is now (a search's `?q=`, the programme's filters, kept in step as they
 * change), so a link opened in a new tab or copied keeps them too.
 *
 * The language of the page being read is the visitor's too (issue 44): it is remembered as soon as
 * the page runs, so the web shop, the log-in and the account (whose addresses name no language)
 * speak it, even for a visitor who arrived on an English page and never touched the switch.
 */
export function LanguageSwitch({ href, locale }: { href: string; locale: Locale }) {
  const t = useTranslations('shell.client')
  const reading = useLocale()
  const [search] = useLocationSearch()
  useEffect(() => {
    if (isLocale(reading) && readCookie(LOCALE_COOKIE) !== reading) writeCookie(LOCALE_COOKIE, reading, LOCALE_COOKIE_MAX_AGE)
  }, [reading])
  return (
    <a
      href={search ? `${href}?${search}` : href}
      hrefLang={locale}
      lang={locale}
      className="top-nav__link language-switch"
      onClick={() => writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE)}
    >
      {/* The name is the visible text ("EN English"), in the language it names. */}
      <span className="language-switch__code">{locale.toUpperCase()}</span>
      <span className="top-nav__text">{t('otherLanguage')}</span>
    </a>
  )
}
