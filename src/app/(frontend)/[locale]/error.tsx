'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

/**
 * SPEC §8: a failure while showing a page shows the error page with the error's status, else 500,
 * 'an unknown error occurred' and the link to the start page. The failure is reported.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('error.client')
  const locale = useLocale()
  useEffect(() => {
    console.error(error)
    // To error tracking (issue 28): a server error carries only Next's digest, which finds its log
    // line. Loaded when a page fails: every page has this boundary, and the calls' table with it
    // would add 2.1 kB to every anonymous page's JavaScript (measured).
    void import('@/api/reportError').then(({ reportError }) => reportError('page', error, error.digest))
  }, [error])
  const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500
  return (
    <main id="main-content" className="page page--error">
      <div className="error-page">
        <p className="error-page__code">{status}</p>
        <h1>{t('unknown')}</h1>
        <p>
          <button type="button" className="button" onClick={reset}>
            {t('retry')}
          </button>
        </p>
        <p>
          <a href={`/${locale}`} className="error-page__home">
            {t('home')}
          </a>
        </p>
      </div>
    </main>
  )
}
