'use client'

import { useEffect } from 'react'

import { LOCALES } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { send } from '@/api/client'

import { takeNotFound } from '../domain/notFoundReport'

/**
 * SPEC §7/§8: a 404 page sends its address to POST /api/dashboard-error-log/ (with the CSRF header).
 * On the 404 page's own address it sends the address the not-found boundary noted before it came
 * here (NotFoundElsewhere), if any.
 */
export function ErrorLogger() {
  useEffect(() => {
    const atNotFound = LOCALES.some((locale) => window.location.pathname === routePath(locale, 'not-found'))
    const url = atNotFound ? takeNotFound() : window.location.pathname + window.location.search
    if (url) send('errorLog', { body: { url } })
  }, [])
  return null
}
