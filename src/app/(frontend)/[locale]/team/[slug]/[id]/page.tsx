import { getTranslations } from 'next-intl/server'

import { DetailScreen } from '@/features/pages/ui/DetailScreen'
import { routeLocale } from '@/features/pages/ui/params'

export const revalidate = 60

export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; slug: string; id: string }> }

/** SPEC §2 route 'team-slug-id'. */
export default async function Detail({ params }: Props) {
  const locale = await routeLocale(params)
  const { slug, id } = await params
  const t = await getTranslations({ locale, namespace: 'screens' })
  return <DetailScreen locale={locale} route="team-slug-id" collection="people" id={id} slug={slug} slugParam="slug" parent={{ title: t('team'), route: 'team' }} />
}
