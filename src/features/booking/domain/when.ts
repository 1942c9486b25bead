import type { Locale } from '@/i18n/locales'
import { whenTranslator } from '@/i18n/whenTexts'
import { formatDay, formatTime } from '@/lib/time/format'

/**
 * When a ticket lets its holder in, in the buyer's language: the day and, where a timeslot was
 * booked, the timeslot's time (the time that matters at the door, not the performance's opening),
 * else the performance's start. One function for the cart, checkout, confirmation, mail, PDF and
 * profile, so they never disagree.
 */
export function ticketWhen(dateStart: string, locale: Locale, timeslot: string | null = null): string {
  const start = new Date(dateStart)
  if (Number.isNaN(start.getTime())) return ''
  const day = formatDay(start, locale)
  const t = whenTranslator(locale)
  if (timeslot && /^\d{2}:\d{2}/.test(timeslot)) return t('ticketSlot', { day, time: timeslot.slice(0, 5) })
  return t('ticket', { day, time: formatTime(start) })
}
