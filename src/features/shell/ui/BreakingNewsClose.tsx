'use client'

import { writeCookie } from '@/lib/browser/cookies'

import { BREAKING_NEWS_COOKIE, BREAKING_NEWS_COOKIE_MAX_AGE, dismissedAlertCss } from './breakingNewsCookie'

/** Closes the banner for good: the cookie keeps the alert id, a style hides it on every page of this visit. */
export function BreakingNewsClose({ alertId, label }: { alertId: string; label: string }) {
  return (
    <button
      type="button"
      className="breaking-news__close"
      aria-label={label}
      onClick={() => {
        writeCookie(BREAKING_NEWS_COOKIE, alertId, BREAKING_NEWS_COOKIE_MAX_AGE)
        const css = dismissedAlertCss(alertId)
        if (css) {
          const style =
            document.getElementById('dismissed-alert') ??
            document.head.appendChild(Object.assign(document.createElement('style'), { id: 'dismissed-alert' }))
          style.textContent = css
        }
        document.getElementById('main-content')?.focus({ preventScroll: true })
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
