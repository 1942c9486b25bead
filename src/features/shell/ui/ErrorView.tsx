import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { loadChrome } from '../server/chrome'
import { errorHtml } from '../server/errorHtml'

/**
 * The error page body (SPEC §2, §8): the status code, the message ('an unknown error occurred'
 * unless a more precise one is given), the link home ('Zur Startseite', 'To the home page'), and the status's HTML (the
 * editors' from design settings, else the default file).
 */
type Props = {
  locale: Locale
  status: number
  title?: string
  message?: string
  /** Render the document's <title> here (error boundaries have no metadata); pages with metadata say false. */
  documentTitle?: boolean
}

export async function ErrorView({ locale, status, title, message, documentTitle = true }: Props) {
  const t = await getTranslations({ locale, namespace: 'error' })
  const siteName = (await getTranslations({ locale, namespace: 'site' }))('name')
  const { design } = await loadChrome(locale)
  const html = await errorHtml(status, design.errors, locale)
  return (
    <div className="error-page">
      {/* React 19 hoists this into <head>: error boundaries have no metadata of their own. */}
      {documentTitle && <title>{`${status} ${title ?? t('client.unknown')} – ${siteName}`}</title>}
      <p className="error-page__code">{status}</p>
      <h1>{title ?? t('client.unknown')}</h1>
      {message && <p>{message}</p>}
      {html && <div className="error-page__html" dangerouslySetInnerHTML={{ __html: html }} />}
      <p>
        <a href={routePath(locale, 'home')} className="error-page__home">
          {t('client.home')}
        </a>
      </p>
    </div>
  )
}
