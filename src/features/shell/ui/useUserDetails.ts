'use client'

import { useLocale } from 'next-intl'
import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { read } from '@/api/client'

import type { UserDetails } from '../server/shell'

const asked = new Map<string, Promise<UserDetails | null>>()

/**
 * Who is logged in, asked once per page and language (GET /api/user-details/), shared by every
 * part that needs it (the header, the favourites): null when the call fails (SPEC §8: logged only).
 */
export function loadUserDetails(locale: Locale): Promise<UserDetails | null> {
  let pending = asked.get(locale)
  if (!pending) {
    pending = read('userDetails', { locale }).catch((error: unknown) => {
      console.log('user details unavailable', error)
      return null
    })
    asked.set(locale, pending)
  }
  return pending
}

/** Who is logged in: null while loading or when the call failed. The page HTML is the same for everyone. */
export function useUserDetails(): UserDetails | null {
  const locale = useLocale()
  const [details, setDetails] = useState<UserDetails | null>(null)
  useEffect(() => {
    let current = true
    void loadUserDetails(locale).then((value) => {
      if (current) setDetails(value)
    })
    return () => {
      current = false
    }
  }, [locale])
  return details
}
