import { getLocale } from 'next-intl/server'

import { NotFoundScreen } from '@/features/shell/ui/NotFoundScreen'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

/** SPEC §8: the not-found boundary (client navigations, an unknown locale) shows the same 404 screen as pages do. */
export default async function NotFound() {
  const requested = await getLocale()
  return <NotFoundScreen locale={isLocale(requested) ? requested : DEFAULT_LOCALE} documentTitle />
}
