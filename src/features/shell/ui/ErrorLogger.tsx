'use client'

import { useEffect } from 'react'

import { send } from '@/lib/browser/api'

/** SPEC §7/§8: a 404 page sends its address to POST /api/dashboard-error-log/ (with the CSRF header). */
export function ErrorLogger() {
  useEffect(() => {
    send('errorLog', { body: { url: window.location.pathname + window.location.search } })
  }, [])
  return null
}
