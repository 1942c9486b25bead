import { getTranslations } from 'next-intl/server'

import { DetailScreen } from '@/features/pages/ui/DetailScreen'
import { routeLocale } from '@/features/pages/ui/params'

export const revalidate = 60

export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; tag: string; id: string }> }

/** SPEC §2 route 'magazine-tags-tag-id'. */
export default async function Detail({ params }: Props) {
  const locale = await routeLocale(params)
  const { tag, id } = await params
  const t = await getTranslations({ locale, namespace: 'screens' })
  return <DetailScreen locale={locale} route="magazine-tags-tag-id" collection="article-tags" id={id} slug={tag} slugParam="tag" parent={{ title: t('magazineTags'), route: 'magazine-tags' }} />
}
