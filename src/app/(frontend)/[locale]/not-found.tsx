import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

/** SPEC §8: status code, message and a link to the start page ('Zur Startseite'). */
export default async function NotFound() {
  const locale = await getLocale()
  const t = await getTranslations({ locale, namespace: 'error' })
  return (
    <main id="main-content" className="error-page">
      <p className="error-page__code">404</p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href={`/${locale}`}>{t('home')}</Link>
    </main>
  )
}
