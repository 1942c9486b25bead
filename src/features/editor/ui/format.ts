/** A saved version's time as the editor reads it (to the second: saves under deadline come quickly). */
export function versionTime(iso: string, locale: 'de' | 'en'): string {
  return new Date(iso).toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' })
}
