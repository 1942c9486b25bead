import { DetailScreen } from '@/features/pages/ui/DetailScreen'
import { routeLocale } from '@/features/pages/ui/params'

export const revalidate = 60

export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; slug: string; id: string }> }

/** SPEC §2 route 'venues-slug-id'. */
export default async function Detail({ params }: Props) {
  const locale = await routeLocale(params)
  const { slug, id } = await params
  return <DetailScreen locale={locale} route="venues-slug-id" collection="venues" id={id} slug={slug} slugParam="slug" />
}
