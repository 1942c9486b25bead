'use client'

import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { call } from '@/lib/browser/api'

type Props = { locale: Locale; title: string; text: string; home: string }

/**
 * The not-found boundary's screen (decision 011, issue 26). Pages render their 404 in place; the
 * boundary is reached only by `notFound()` (a list page past its last), and Next puts its tree into
 * every page's inline payload, so it is this small stand-in rather than a second site frame. It
 * reports the address (SPEC §8) and then loads the 404 page, which has the frame.
 */
export function NotFoundElsewhere({ locale, title, text, home }: Props) {
  useEffect(() => {
    const notFound = routePath(locale, 'not-found')
    if (window.location.pathname === notFound) return
    // The report first (call never throws): the next page would cut it off.
    void call('errorLog', { body: { url: window.location.pathname + window.location.search } }).then(() => window.location.replace(notFound))
  }, [locale])
  return (
    <main id="main-content" className="error-page">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href={routePath(locale, 'home')} className="error-page__home">
          {home}
        </a>
      </p>
    </main>
  )
}
