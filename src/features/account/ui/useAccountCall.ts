'use client'

import { useLocale } from 'next-intl'
import { useEffect, useState } from 'react'

export type AccountCall<T> = { state: 'loading' } | { state: 'anonymous' } | { state: 'failed' } | { state: 'ready'; data: T }

/** One of the customer's own calls (GET, cookies): loading, anonymous (401), failed, or its data. */
export function useAccountCall<T>(url: string, version = 0): AccountCall<T> {
  const locale = useLocale()
  const [result, setResult] = useState<AccountCall<T>>({ state: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json', 'Accept-Language': locale }, signal: controller.signal })
      .then(async (response) => {
        if (response.status === 401) return setResult({ state: 'anonymous' })
        if (!response.ok) return setResult({ state: 'failed' })
        setResult({ state: 'ready', data: (await response.json()) as T })
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ state: 'failed' })
      })
    return () => controller.abort()
  }, [url, locale, version])
  return result
}
