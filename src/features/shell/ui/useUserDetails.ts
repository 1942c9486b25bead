'use client'

import { useLocale } from 'next-intl'
import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { read } from '@/api/client'
import { forgetAccount, rememberAccount, rememberedAccount } from '@/lib/browser/deviceAccount'
import { isRecord } from '@/lib/types/guards'

import type { UserDetails } from '../server/shell'

const asked = new Map<string, Promise<UserDetails | null>>()

/** A logged-in account as this device remembered it (the same shape the call answers). */
function rememberedDetails(): UserDetails | null {
  const details = rememberedAccount()?.details
  return isRecord(details) && details.is_logged_in === true && typeof details.login_url === 'string' ? (details as UserDetails) : null
}

/**
 * Who is logged in, asked once per page and language (GET /api/user-details/), shared by every
 * part that needs it (the header, the favourites). A logged-in answer is remembered on the device:
 * without a connection the account as last known answers, so the header does not pretend a
 * log-out (issue 44); null when the call fails otherwise (SPEC §8: logged only).
 */
export function loadUserDetails(locale: Locale): Promise<UserDetails | null> {
  let pending = asked.get(locale)
  if (!pending) {
    pending = read('userDetails', { locale }).then(
      (details) => {
        if (details.is_logged_in) rememberAccount(details)
        else forgetAccount()
        return details
      },
      (error: unknown) => {
        console.log('user details unavailable', error)
        return rememberedDetails()
      },
    )
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
