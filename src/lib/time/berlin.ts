/** SPEC §9: the festival's time zone. Every wall-clock time in the product means Berlin time. */
export const FESTIVAL_TIME_ZONE = 'Europe/Berlin'

let partsFormatter: Intl.DateTimeFormat | undefined

/**
 * Made on first use, not when the module loads: a formatter with a time zone loads the zone's
 * data, which would otherwise cost every page's start-up in the browser before anything needs it.
 */
function berlinFormatter(): Intl.DateTimeFormat {
  partsFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: FESTIVAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  return partsFormatter
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The Berlin wall-clock reading of an instant. */
export function berlinParts(instant: Date): WallClock {
  const parts = Object.fromEntries(
    berlinFormatter()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(instant: Date): number {
  const p = berlinParts(instant)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/**
 * The instant at which Berlin clocks show this wall-clock time. In the autumn hour that occurs
 * twice the earlier instant is taken; a time inside the spring-forward gap is read with the winter
 * offset (02:30 on the switch day becomes 03:30 summer time).
 */
export function berlinTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  // Overflowing fields (day 35, month 13) roll over as Date.UTC rolls them.
  const naive = Date.UTC(year, month - 1, day, hour, minute)
  const wanted = new Date(naive)
  // Try the two offsets Berlin uses; keep the one whose wall-clock reading matches.
  for (const offset of [120, 60]) {
    const candidate = new Date(naive - offset * 60_000)
    const p = berlinParts(candidate)
    if (
      p.year === wanted.getUTCFullYear() &&
      p.month === wanted.getUTCMonth() + 1 &&
      p.day === wanted.getUTCDate() &&
      p.hour === wanted.getUTCHours() &&
      p.minute === wanted.getUTCMinutes()
    ) {
      return candidate
    }
  }
  return new Date(naive - 60 * 60_000)
}

/** The Berlin calendar date of an instant as YYYY-MM-DD. */
export function berlinDateKey(instant: Date): string {
  const p = berlinParts(instant)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}
