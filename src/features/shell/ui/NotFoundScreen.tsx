import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { STATUS_ATTRIBUTE } from '@/lib/http/statusMarker'
import { ErrorLogger } from './ErrorLogger'
import { ErrorView } from './ErrorView'
import { SiteFrame } from './SiteFrame'

/**
 * SPEC §8's not-found page rendered by the page itself (decision 011): server-rendered in the
 * page's language in the site frame, with the marker that makes the production server answer 404,
 * and the report of the address to the error log. Pages give it their title through metadata;
 * the not-found boundary, which has none, asks for `documentTitle`.
 */
export async function NotFoundScreen({ locale, documentTitle = false }: { locale: Locale; documentTitle?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'error' })
  return (
    <SiteFrame locale={locale} layout="error">
      <div hidden {...{ [STATUS_ATTRIBUTE]: '404' }} />
      <ErrorView locale={locale} status={404} title={t('notFoundTitle')} message={t('notFoundText')} documentTitle={documentTitle} />
      <ErrorLogger notFoundPath={routePath(locale, 'not-found')} />
    </SiteFrame>
  )
}

/** The not-found page's title ('404 Not Found', the layout adds the festival's name). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'error' })
  return { title: t('notFoundTitle') }
}
