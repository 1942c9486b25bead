import type { Locale } from '@/i18n/locales'

import { loadEventDetail } from '../server/eventDetail'
import { EventDetailView } from './EventDetailView'

/** An event page's content under its title; the detail screen has already answered 404 when the public may not see the event. */
export async function EventDetailContent({ locale, id }: { locale: Locale; id: string }) {
  const detail = await loadEventDetail(id, locale)
  return detail ? <EventDetailView detail={detail} locale={locale} /> : null
}
