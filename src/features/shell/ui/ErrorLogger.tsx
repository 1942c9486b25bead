'use client'

import { useEffect } from 'react'

import { LOCALES } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { send } from '@/lib/browser/api'

/**
 * SPEC §7/§8: a 404 page sends its address to POST /api/dashboard-error-log/ (with the CSRF header).
 * The 404 page's own address is not reported: the not-found boundary reported the address the
 * visitor asked for before it went there (NotFoundElsewhere).
 */
export function ErrorLogger() {
  useEffect(() => {
    if (LOCALES.some((locale) => window.location.pathname === routePath(locale, 'not-found'))) return
    send('errorLog', { body: { url: window.location.pathname + window.location.search } })
  }, [])
  return null
}
