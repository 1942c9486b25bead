import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ScreenPage } from '@/features/pages/ui/ScreenPage'
import { routeLocale } from '@/features/pages/ui/params'
import { AccountSummary } from '@/features/shell/ui/AccountSummary'

export const revalidate = 60

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'screens' })
  return { title: t('settings') }
}

/** SPEC §2 route 'user-settings' in the dashboard layout. The page is the same for everyone; the account is read on the client. */
export default async function Account({ params }: Props) {
  const locale = await routeLocale(params)
  const t = await getTranslations({ locale, namespace: 'screens' })
  return (
    <ScreenPage locale={locale} route="user-settings" heading={t('settings')} layout="dashboard">
      <AccountSummary />
    </ScreenPage>
  )
}
