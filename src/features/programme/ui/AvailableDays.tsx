'use client'

import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { lazy, Suspense } from 'react'

import { read } from '@/api/client'
import type { Locale } from '@/i18n/locales'
import { newQueryClient } from '@/lib/browser/QueryScope'

import { filtersToParams, type ProgrammeFilters } from '../domain/filters'

/** The date picker's code, loaded once days are there (or ahead, to keep it offline: FilterBar). */
export const loadPicker = () => import('./CalendarPicker')
const CalendarPicker = lazy(() => loadPicker().then((module) => ({ default: module.CalendarPicker })))

// One cache for the calendar's calls while the page is open: opened again, it shows at once. It
// only ever renders in the browser (the calendar opens on a visitor's press), so it is never shared
// between visitors on the server.
let calendarClient: ReturnType<typeof newQueryClient> | null = null

/** The calendar with the days the other filters leave (SPEC §7 GET /api/calendar/). */
export function AvailableDays({
  locale,
  filters,
  onPick,
}: {
  locale: Locale
  filters: ProgrammeFilters
  onPick: (day: ProgrammeFilters['date']) => void
}) {
  calendarClient ??= newQueryClient()
  return (
    <QueryClientProvider client={calendarClient}>
      <Days locale={locale} filters={filters} onPick={onPick} />
    </QueryClientProvider>
  )
}

function Days({ locale, filters, onPick }: { locale: Locale; filters: ProgrammeFilters; onPick: (day: ProgrammeFilters['date']) => void }) {
  const t = useTranslations('programme.filters')
  const browse = useTranslations('programme.browse')
  const query = filtersToParams({ ...filters, date: null, dateTo: null }).toString()
  const days = useQuery({
    queryKey: ['calendar', query],
    queryFn: ({ signal }) => read('calendar', { query: new URLSearchParams(query), signal }),
    staleTime: 60_000,
  })
  // Beyond SPEC: days on which everything is sold out are marked (a failure leaves them unmarked).
  const soldOut = useQuery({
    queryKey: ['calendar-sold-out', query],
    queryFn: ({ signal }) => read('calendarSoldOut', { query: new URLSearchParams(query), signal }),
    staleTime: 60_000,
  })
  if (!days.data) return <p aria-busy="true">{days.isError ? browse('loadFailed') : t('calendarLoading')}</p>
  return (
    <Suspense fallback={<p aria-busy="true">{t('calendarLoading')}</p>}>
      <CalendarPicker
        locale={locale}
        selected={filters.date}
        available={days.data}
        soldOut={soldOut.data ?? []}
        soldOutLabel={t('daySoldOut')}
        onSelect={onPick}
      />
    </Suspense>
  )
}
