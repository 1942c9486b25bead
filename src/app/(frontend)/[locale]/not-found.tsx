import { getLocale, getTranslations } from 'next-intl/server'

import { ErrorLogger } from '@/features/shell/ui/ErrorLogger'
import { ErrorView } from '@/features/shell/ui/ErrorView'
import { SiteFrame } from '@/features/shell/ui/SiteFrame'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

/** SPEC §8: a page that does not exist (or is offline) shows 404 and reports its address. */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  const t = await getTranslations({ locale, namespace: 'error' })
  return (
    <SiteFrame locale={locale} layout="error">
      <ErrorView locale={locale} status={404} title={t('notFoundTitle')} message={t('notFoundText')} />
      <ErrorLogger />
    </SiteFrame>
  )
}
