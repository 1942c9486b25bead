'use client'

import { useQuery } from '@tanstack/react-query'
import { useLocale } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { CallError } from '@/api/client'

export type AccountCall<T> = { state: 'loading' } | { state: 'anonymous' } | { state: 'failed' } | { state: 'ready'; data: T }

/**
 * One of the customer's own reads (GET, cookies) through TanStack Query (the caller sits in a
 * QueryScope): loading, anonymous (401, never retried), failed, or its data.
 */
export function useAccountCall<T>(
  name: 'settings' | 'userOrders' | 'userData',
  load: (init: { locale: Locale; signal: AbortSignal }) => Promise<T>,
): AccountCall<T> {
  const locale = useLocale()
  const query = useQuery({
    queryKey: ['account', name, locale],
    queryFn: ({ signal }) => load({ locale, signal }),
    retry: (count, error) => !(error instanceof CallError && error.status === 401) && count < 1,
  })
  if (query.isPending) return { state: 'loading' }
  if (query.isError) return query.error instanceof CallError && query.error.status === 401 ? { state: 'anonymous' } : { state: 'failed' }
  return { state: 'ready', data: query.data }
}
