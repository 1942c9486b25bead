'use client'

import { DayPicker, labelDayButton } from 'react-day-picker'
import { de, enGB } from 'react-day-picker/locale'
import 'react-day-picker/style.css'

import type { Locale } from '@/i18n/locales'
import { FESTIVAL_TIME_ZONE } from '@/lib/time/berlin'

import { berlinDay, type CalendarDay, formatUrlDate, startOfDay } from '../domain/calendarDays'

type Props = {
  locale: Locale
  selected: CalendarDay | null
  /** The days with events ('DD-MM-YYYY', SPEC §7 /api/calendar/): the only ones offered. */
  available: readonly string[]
  /** Beyond SPEC: the offered days on which every performance is sold out (marked, still offered). */
  soldOut?: readonly string[]
  /** ' – ausverkauft' / ' – sold out', added to such a day's label. */
  soldOutLabel?: string
  onSelect: (day: CalendarDay | null) => void
}

/**
 * The programme's calendar (SPEC §2): react-day-picker's month grid in Berlin time, in the page's
 * language, keyboard-operable (arrows, Page Up/Down, Home/End), offering only days with events.
 * Picking the chosen day again clears it. Loaded on demand.
 */
export function CalendarPicker({ locale, selected, available, soldOut = [], soldOutLabel = '', onSelect }: Props) {
  const offered = new Set(available)
  const full = new Set(soldOut)
  const dayLocale = locale === 'de' ? de : enGB
  const isSoldOut = (date: Date) => full.has(formatUrlDate(berlinDay(date)))
  const own = dayLocale.labels?.labelDayButton
  const localLabel: typeof labelDayButton = typeof own === 'function' ? own : labelDayButton
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
      locale={dayLocale}
      timeZone={FESTIVAL_TIME_ZONE}
      weekStartsOn={1}
      selected={selectedDate}
      defaultMonth={selectedDate ?? toDate(first)}
      startMonth={toDate(first)}
      endMonth={toDate(last)}
      disabled={(date: Date) => !offered.has(formatUrlDate(berlinDay(date)))}
      modifiers={{ soldOut: isSoldOut }}
      modifiersClassNames={{ soldOut: 'calendar-day--sold-out' }}
      labels={{
        labelDayButton: (date, modifiers, options, dateLib) =>
          `${localLabel(date, modifiers, options, dateLib)}${modifiers.soldOut ? soldOutLabel : ''}`,
      }}
      onSelect={(date: Date | undefined) => onSelect(date ? berlinDay(date) : null)}
    />
  )
}
