import { berlinDateKey, berlinParts } from '@/lib/time/berlin'

/** One opening-hours entry as SPEC §3/§7 answer it: times 'HH:MM' in Berlin time. */
export type OpeningHoursEntry = {
  time_from: string | null
  time_to: string | null
  closed: boolean
  alternative_link_url: string | null
  alternative_text: string | null
}

/** The answer of GET /api/opening-hours-today/: today's weekly entries and today's exceptions. */
export type OpeningHoursToday = {
  opening_hours: OpeningHoursEntry[]
  opening_hours_exceptions: OpeningHoursEntry[]
  /**
   * Beyond SPEC: minutes Berlin is ahead of UTC when the answer was made (60 or 120). The header
   * reads the Berlin clock from it: a time-zone formatter would cost a phone ~70 ms to start on
   * every page (issue 26). Without it the clock is read through Intl.
   */
  utc_offset_minutes?: number
}

type StoredEntry = {
  time_from?: string | null
  time_to?: string | null
  closed?: boolean | null
  alternative_text?: string | null
  alternative_link_url?: string | null
}

/** The opening-hours global as Payload stores it (weekday '1' = Monday … '7' = Sunday). */
export type OpeningHoursData = {
  opening_hours?: ReadonlyArray<StoredEntry & { weekday: string }> | null
  opening_hours_exceptions?: ReadonlyArray<StoredEntry & { date: string }> | null
}

export type OpeningHoursLabel =
  | { state: 'openFrom'; time: string; alternative?: OpeningHoursAlternative }
  | { state: 'openUntil'; time: string; alternative?: OpeningHoursAlternative }
  | { state: 'closed'; alternative?: OpeningHoursAlternative }

/** An entry's own text (and link) shown instead of the label, e.g. 'Evening box office only'. */
export type OpeningHoursAlternative = { text: string; url: string | null }

const TIME = /^(\d{1,2}):(\d{2})/
const DAY_MINUTES = 24 * 60

/** Minutes after midnight of an 'HH:MM' value; null when missing or not a time. */
function minutesOf(value: string | null): number | null {
  const match = value ? TIME.exec(value.trim()) : null
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null
  return hours * 60 + minutes
}

/** 'H:MM' and 'HH:MM:SS' as 'HH:MM'. */
function normaliseTime(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  const match = TIME.exec(trimmed)
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : trimmed
}

function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

function toEntry(stored: StoredEntry): OpeningHoursEntry {
  return {
    time_from: normaliseTime(stored.time_from),
    time_to: normaliseTime(stored.time_to),
    closed: stored.closed === true,
    alternative_link_url: emptyToNull(stored.alternative_link_url),
    alternative_text: emptyToNull(stored.alternative_text),
  }
}

function byStart(a: OpeningHoursEntry, b: OpeningHoursEntry): number {
  return (minutesOf(a.time_from) ?? -1) - (minutesOf(b.time_from) ?? -1)
}

/** Minutes since Berlin midnight at an instant: from a known UTC offset by arithmetic, else through Intl. */
function berlinMinuteOfDay(instant: Date, offsetMinutes: number | undefined): number {
  if (offsetMinutes === undefined) {
    const { hour, minute } = berlinParts(instant)
    return hour * 60 + minute
  }
  const minutes = Math.floor(instant.getTime() / 60_000) + offsetMinutes
  return ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES
}

/** ISO weekday of the Berlin calendar day of an instant: 1 = Monday … 7 = Sunday. */
export function berlinWeekday(instant: Date): number {
  const { year, month, day } = berlinParts(instant)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return weekday === 0 ? 7 : weekday
}

/**
 * The Berlin calendar day an exception's `date` names. Payload stores a picked day as an instant
 * (often local midnight or noon of the editor's browser); its Berlin calendar day is the day meant.
 * A plain 'YYYY-MM-DD' is taken as written.
 */
function exceptionDay(value: string): string | null {
  const trimmed = value.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed
  const instant = new Date(trimmed)
  return Number.isNaN(instant.getTime()) ? null : berlinDateKey(instant)
}

/**
 * SPEC §7 opening hours for the Berlin calendar day of `instant`: the weekly entries of that
 * weekday and the exceptions dated that day, each ordered by opening time.
 */
export function hoursForDay(data: OpeningHoursData | null | undefined, instant: Date): OpeningHoursToday {
  const weekday = String(berlinWeekday(instant))
  const today = berlinDateKey(instant)
  return {
    opening_hours: (data?.opening_hours ?? [])
      .filter((entry) => entry.weekday === weekday)
      .map(toEntry)
      .sort(byStart),
    opening_hours_exceptions: (data?.opening_hours_exceptions ?? [])
      .filter((entry) => exceptionDay(entry.date) === today)
      .map(toEntry)
      .sort(byStart),
  }
}

function alternativeOf(entry: OpeningHoursEntry | undefined): { alternative?: OpeningHoursAlternative } {
  return entry?.alternative_text ? { alternative: { text: entry.alternative_text, url: entry.alternative_link_url } } : {}
}

type Span = { entry: OpeningHoursEntry; from: number; to: number }

/** An open entry as minutes of the day; a missing start is midnight, a missing end (or one not after the start) the end of the day or beyond. */
function spanOf(entry: OpeningHoursEntry): Span | null {
  const from = minutesOf(entry.time_from)
  const to = minutesOf(entry.time_to)
  if (from === null && to === null) return null
  const start = from ?? 0
  let end = to ?? DAY_MINUTES
  // '20:00'–'02:00' runs past midnight; '10:00'–'00:00' until midnight.
  if (end <= start) end += DAY_MINUTES
  return { entry, from: start, to: end }
}

/** 'HH:MM' of minutes after midnight, wrapping past midnight. */
function clock(minutes: number): string {
  const wrapped = minutes % DAY_MINUTES
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`
}

/**
 * SPEC §4's label for the header: before an opening 'open from', inside one 'open until', after
 * the last one, on a closed day or without entries 'closed'. Exceptions for today replace the
 * weekly entries. A closed entry closes the whole day. The entry that decides the label lends it
 * its alternative text and link, which the header shows instead of the label.
 */
export function openingHoursLabel(today: OpeningHoursToday, instant: Date): OpeningHoursLabel {
  const entries = today.opening_hours_exceptions.length > 0 ? today.opening_hours_exceptions : today.opening_hours
  const closedEntry = entries.find((entry) => entry.closed)
  if (closedEntry) return { state: 'closed', ...alternativeOf(closedEntry) }

  const spans = entries.flatMap((entry) => spanOf(entry) ?? []).sort((a, b) => a.from - b.from)
  const now = berlinMinuteOfDay(instant, today.utc_offset_minutes)

  const current = spans.find((span) => span.from <= now && now < span.to)
  if (current) {
    // Entries that overlap or follow on without a break (10–14, 14–18) keep it open until the last end.
    let end = current.to
    for (const span of spans) if (span.from <= end && span.to > end) end = span.to
    return { state: 'openUntil', time: clock(end), ...alternativeOf(current.entry) }
  }
  const next = spans.find((span) => span.from > now)
  if (next) return { state: 'openFrom', time: clock(next.from), ...alternativeOf(next.entry) }
  return { state: 'closed', ...alternativeOf(spans.at(-1)?.entry ?? entries.at(-1)) }
}
