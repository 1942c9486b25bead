import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { setRequestLocale } from 'next-intl/server'

import { RenderBlocks } from '@/cms/blocks/RenderBlocks'
import { findPageByPath } from '@/features/pages/server/queries'
import { isLocale, type Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload/client'

// Rendered per request until tag-based caching lands with the site shell (docs/ARCHITECTURE.md).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; path?: string[] }> }

/** One query per request: metadata and page share it. */
const pageAt = cache(async (locale: Locale, path: string) => findPageByPath({ payload: await getPayloadClient(), locale, path }))

async function loadPage({ params }: Props) {
  const { locale, path } = await params
  if (!isLocale(locale)) notFound()
  const page = await pageAt(locale, `/${(path ?? []).map(decodeURIComponent).join('/')}`)
  if (!page) notFound()
  return { locale, page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page } = await loadPage(props)
  return {
    title: page.meta_title || page.title,
    description: page.meta_description ?? undefined,
    openGraph: {
      title: page.og_title || page.meta_title || page.title,
      description: page.og_description ?? undefined,
      type: page.og_type === 'article' ? 'article' : 'website',
    },
  }
}

/** A CMS page: the home page at /{locale}, every other page at its localised path. */
export default async function CmsPage(props: Props) {
  const { locale, page } = await loadPage(props)
  setRequestLocale(locale)
  return (
    <main id="main-content" className="page">
      {page.content_type !== 'home' && <h1 className="page-title">{page.headline || page.title}</h1>}
      <RenderBlocks blocks={page.modules ?? []} locale={locale} />
    </main>
  )
}
