import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ScreenPage } from '@/features/pages/ui/ScreenPage'
import { routeLocale } from '@/features/pages/ui/params'

type Props = { params: Promise<{ locale: string; rest?: string[] }>; searchParams: Promise<{ q?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'screens' })
  return { title: t('search') }
}

/** SPEC §2 route 'search': /search/{category?}/{page?}?q=. The results come with the search issue. */
export default async function Search({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  const { q } = await searchParams
  const text = (Array.isArray(q) ? q[0] : q)?.trim() ?? ''
  const t = await getTranslations({ locale, namespace: 'screens' })
  return (
    <ScreenPage locale={locale} route="search" heading={t('search')}>
      {text && <p className="search-query">{t('searchResultsFor', { q: text })}</p>}
    </ScreenPage>
  )
}
