import { webAppManifest } from '@/features/offline/server/pwaFiles'
import { isLocale, LOCALES } from '@/i18n/locales'

export const dynamicParams = false

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

/** The web app manifest of a language (issue 27), made at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  return Response.json(webAppManifest(locale), { headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' } })
}
