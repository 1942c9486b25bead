import 'server-only'

import { siteOrigin } from '@/lib/mail/texts'

/** The host and origin an iCalendar file names (its UIDs and links): the site's public origin. */
export function siteHost(): { host: string; origin: string } {
  const origin = siteOrigin()
  return { host: new URL(origin).hostname, origin }
}
