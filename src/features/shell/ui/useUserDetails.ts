'use client'

import { useLocale } from 'next-intl'
import { useEffect, useState } from 'react'

import type { UserDetails } from '../server/shell'

/**
 * Who is logged in, asked once per page (GET /api/user-details/): the page HTML is the same for
 * everyone. null while loading or when the call fails (SPEC §8: logged only).
 */
export function useUserDetails(): UserDetails | null {
  const locale = useLocale()
  const [details, setDetails] = useState<UserDetails | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/user-details/', { credentials: 'same-origin', headers: { 'Accept-Language': locale }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<UserDetails>) : null))
      .then(setDetails)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.log('user details unavailable', error)
      })
    return () => controller.abort()
  }, [locale])
  return details
}
