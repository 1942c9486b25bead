import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ScreenPage } from '@/features/pages/ui/ScreenPage'
import { routeLocale } from '@/features/pages/ui/params'

export const revalidate = 60

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'screens' })
  return { title: t('events') }
}

/** SPEC §2 route 'events'. */
export default async function Screen({ params }: Props) {
  const locale = await routeLocale(params)
  const t = await getTranslations({ locale, namespace: 'screens' })
  return <ScreenPage locale={locale} route="events" heading={t('events')} />
}
