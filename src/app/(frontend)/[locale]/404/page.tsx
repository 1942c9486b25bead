import { notFound } from 'next/navigation'

import { routeLocale } from '@/features/pages/ui/params'

/** SPEC §2: /de/404 and /en/404 show the not-found page with status 404. */
export default async function NotFoundRoute({ params }: { params: Promise<{ locale: string }> }) {
  await routeLocale(params)
  notFound()
}
