/** A wait in the units a person reads it in: days and hours, hours and minutes, minutes, or under a minute. */
export type Duration =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'seconds' }

export function durationOf(seconds: number): Duration {
  const total = Math.max(0, Math.ceil(seconds))
  if (total >= 86_400) return { unit: 'days', days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600) }
  if (total >= 3600) return { unit: 'hours', hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60) }
  if (total >= 60) return { unit: 'minutes', minutes: Math.ceil(total / 60) }
  return { unit: 'seconds' }
}

/** A countdown's clock, 'H:MM:SS' (or 'MM:SS' under an hour). */
export function clockOf(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds))
  const two = (value: number) => String(value).padStart(2, '0')
  const hours = Math.floor(total / 3600)
  const rest = `${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`
  return hours > 0 ? `${hours}:${rest}` : rest
}
