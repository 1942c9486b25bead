'use client'

import { useTranslations } from 'next-intl'
import type { SyntheticEvent } from 'react'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/i18n/locales'
import { writeCookie } from '@/lib/browser/cookies'

/**
 * The language switch (SPEC §2): the same page in the other language. It is a plain link (a full
 * load: the other language has its own texts and document language) that also remembers the choice
 * in the locale cookie, so the site root opens in that language next time (SPEC §9). The page is
 * static, so the query the visitor arrived with (a search's `?q=`) is added by the browser when the
 * link is about to be used (focus, pointer, click), not by the server.
 */
export function LanguageSwitch({ href, locale }: { href: string; locale: Locale }) {
  const t = useTranslations('shell')
  const keepQuery = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${href}${window.location.search}`
  }
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      className="top-nav__link language-switch"
      onFocus={keepQuery}
      onPointerDown={keepQuery}
      onClick={(event) => {
        keepQuery(event)
        writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE)
      }}
    >
      {/* The name is the visible text ("EN English"), in the language it names. */}
      <span className="language-switch__code">{locale.toUpperCase()}</span>
      <span className="top-nav__text">{t('otherLanguage')}</span>
    </a>
  )
}
