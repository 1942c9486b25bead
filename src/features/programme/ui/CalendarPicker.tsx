'use client'

import { DayPicker } from 'react-day-picker'
import { de, enGB } from 'react-day-picker/locale'
import 'react-day-picker/style.css'

import type { Locale } from '@/i18n/locales'
import { FESTIVAL_TIME_ZONE } from '@/lib/time/berlin'

import { berlinDay, type CalendarDay, formatUrlDate, startOfDay } from '../domain/filters'

type Props = {
  locale: Locale
  selected: CalendarDay | null
  /** The days with events ('DD-MM-YYYY', SPEC §7 /api/calendar/): the only ones offered. */
  available: readonly string[]
  onSelect: (day: CalendarDay | null) => void
}

/**
 * The programme's calendar (SPEC §2): react-day-picker's month grid in Berlin time, in the page's
 * language, keyboard-operable (arrows, Page Up/Down, Home/End), offering only days with events.
 * Picking the chosen day again clears it. Loaded on demand.
 */
export function CalendarPicker({ locale, selected, available, onSelect }: Props) {
  const offered = new Set(available)
  const first = available[0]
  const last = available.at(-1)
  const toDate = (value: string | undefined) => {
    const [day, month, year] = (value ?? '').split('-').map(Number)
    return day && month && year ? startOfDay({ year, month, day }) : undefined
  }
  const selectedDate = selected ? startOfDay(selected) : undefined
  return (
    <DayPicker
      mode="single"
      locale={locale === 'de' ? de : enGB}
      timeZone={FESTIVAL_TIME_ZONE}
      weekStartsOn={1}
      selected={selectedDate}
      defaultMonth={selectedDate ?? toDate(first)}
      startMonth={toDate(first)}
      endMonth={toDate(last)}
      disabled={(date: Date) => !offered.has(formatUrlDate(berlinDay(date)))}
      onSelect={(date: Date | undefined) => onSelect(date ? berlinDay(date) : null)}
    />
  )
}
