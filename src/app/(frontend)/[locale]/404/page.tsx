import type { Metadata } from 'next'

import { routeLocale } from '@/features/pages/ui/params'
import { NotFoundScreen, notFoundMetadata } from '@/features/shell/ui/NotFoundScreen'

export const revalidate = 60

export { noStaticParams as generateStaticParams } from '@/features/pages/ui/routes'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await routeLocale(params))
}

/** SPEC §2: /de/404 and /en/404 show the not-found page with status 404. */
export default async function NotFoundRoute({ params }: Props) {
  return <NotFoundScreen locale={await routeLocale(params)} />
}
