import { getLocale, getTranslations } from 'next-intl/server'

import { NotFoundElsewhere } from '@/features/shell/ui/NotFoundElsewhere'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

/** SPEC §8: the not-found boundary (a list page past its last) goes on to the 404 page (decision 011). */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  const t = await getTranslations({ locale, namespace: 'error' })
  return (
    <NotFoundElsewhere
      notFoundPath={routePath(locale, 'not-found')}
      homePath={routePath(locale, 'home')}
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      home={t('client.home')}
    />
  )
}
