'use client'

import { useEffect } from 'react'

import { CSRF_HEADER, csrfToken } from '@/lib/browser/csrf'

/** SPEC §7/§8: a 404 page sends its address to POST /api/dashboard-error-log/ (with the CSRF header). */
export function ErrorLogger() {
  useEffect(() => {
    void fetch('/api/dashboard-error-log/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: csrfToken() },
      body: JSON.stringify({ url: window.location.pathname + window.location.search }),
    }).catch(() => undefined)
  }, [])
  return null
}
