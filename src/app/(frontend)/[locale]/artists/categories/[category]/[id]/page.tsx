import { getTranslations } from 'next-intl/server'

import { DetailScreen } from '@/features/pages/ui/DetailScreen'
import { routeLocale } from '@/features/pages/ui/params'

export const revalidate = 60

export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; category: string; id: string }> }

/** SPEC §2 route 'magazine-categories-category-id'. */
export default async function Detail({ params }: Props) {
  const locale = await routeLocale(params)
  const { category, id } = await params
  const t = await getTranslations({ locale, namespace: 'screens' })
  return <DetailScreen locale={locale} route="magazine-categories-category-id" collection="article-categories" id={id} slug={category} slugParam="category" parent={{ title: t('magazine'), route: 'magazine' }} />
}
