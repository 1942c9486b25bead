import type { Metadata } from 'next'

import { DetailScreen, detailMetadata } from '@/features/pages/ui/DetailScreen'
import { routeLocale } from '@/features/pages/ui/params'
import { SeriesDetailContent } from '@/features/programme/ui/PlaceAndPeopleViews'
import { NotFoundScreen, notFoundMetadata } from '@/features/shell/ui/NotFoundScreen'

export const revalidate = 60

export { noStaticParams as generateStaticParams } from '@/features/pages/ui/routes'

type Props = { params: Promise<{ locale: string; parts: string[] }> }

const seriesParams = (slug: string | null, id: number) => ({ parts: slug === null ? [id] : [slug, id] })

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { parts } = await params
  const id = parts.at(-1)
  const locale = await routeLocale(params)
  return parts.length <= 2 && id ? detailMetadata('series', id, locale) : notFoundMetadata(locale)
}

/** SPEC §2: /series/{slug?}/{id}, the slug optional. */
export default async function Series({ params }: Props) {
  const locale = await routeLocale(params)
  const { parts } = await params
  if (parts.length !== 1 && parts.length !== 2) return <NotFoundScreen locale={locale} />
  const id = parts.at(-1) as string
  return (
    <DetailScreen
      locale={locale}
      route="series-slug-id"
      collection="series"
      id={id}
      slug={parts.length === 2 ? parts[0] : undefined}
      routeParams={seriesParams}
    >
      <SeriesDetailContent locale={locale} id={id} />
    </DetailScreen>
  )
}
