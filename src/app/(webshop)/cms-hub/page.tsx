import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { shopLocale } from '@/features/webshop/server/locale'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await shopLocale(), namespace: 'webshop' })
  return { title: t('cmsHub') }
}

/** SPEC §2: /cms-hub uses the web-shop layout; it leads staff to the back office. */
export default async function CmsHub() {
  const t = await getTranslations({ locale: await shopLocale(), namespace: 'webshop' })
  return (
    <main id="main-content" className="shop__main">
      <h1>{t('cmsHub')}</h1>
      <p>{t('cmsHubIntro')}</p>
      <p>
        <Link href="/admin" className="button">
          {t('toAdmin')}
        </Link>
      </p>
    </main>
  )
}
