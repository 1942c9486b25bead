import type { Metadata } from 'next'
import { cache } from 'react'

import { draftSession } from '@/features/editor/server/session'
import { LazySessionExpired } from '@/features/editor/ui/lazy.client'
import { EditableCmsPage, type EditorSearch } from '@/features/pages/ui/EditableCmsPage'
import { findPageByPath } from '@/features/pages/server/queries'
import { CmsPageView } from '@/features/pages/ui/CmsPageView'
import { routeLocale } from '@/features/pages/ui/params'
import { NotFoundScreen, notFoundMetadata } from '@/features/shell/ui/NotFoundScreen'
import { isPrivacyPolicy, RetentionPeriods } from '@/features/privacy/ui/RetentionPeriods'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/cms/client'

// Static, rendered on first request and kept until content changes (CMS hooks) or a minute passes.
export const revalidate = 60

export { noStaticParams as generateStaticParams } from '@/features/pages/ui/routes'

type Props = { params: Promise<{ locale: string; path?: string[] }>; searchParams: Promise<EditorSearch> }

/** One query per render: metadata and page share it. */
const pageAt = cache(async (locale: Locale, path: string) => findPageByPath({ payload: await getPayloadClient(), locale, path }))

async function loadPage({ params }: Props) {
  const locale = await routeLocale(params)
  const { path } = await params
  // SPEC §4: an offline or unpublished page is not found for the public. Next has decoded the
  // segments once ('%C3%BC' is 'ü', '%25' is '%'); they are never decoded again.
  const page = await pageAt(locale, `/${(path ?? []).join('/')}`)
  return { locale, page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await loadPage(props)
  if (!page) return notFoundMetadata(locale)
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

/** A CMS page: the home page at /{locale}, every other page at its localised path (nested too). */
export default async function CmsPage(props: Props) {
  // Draft mode (an editor only): the draft with the edit layer, rendered for this request.
  const session = await draftSession()
  const editor = session?.editor ?? null
  if (editor) {
    const locale = await routeLocale(props.params)
    const { path } = await props.params
    return <EditableCmsPage locale={locale} path={`/${(path ?? []).join('/')}`} user={editor} search={await props.searchParams} />
  }
  const { locale, page } = await loadPage(props)
  const { path } = await props.params
  // Draft mode without an editor: the session expired; the editor logs in again here (issue 24),
  // on a page not yet published too.
  const relogin = session ? <LazySessionExpired locale={locale} /> : null
  // Not found: the 404 screen in the page's language, answered with status 404 (decision 011).
  return (
    <>
      {page ? (
        <CmsPageView locale={locale} page={page}>
          {/* The privacy policy states the retention periods the site enforces (issue 46). */}
          {isPrivacyPolicy(locale, `/${(path ?? []).join('/')}`) ? <RetentionPeriods locale={locale} /> : null}
        </CmsPageView>
      ) : (
        <NotFoundScreen locale={locale} />
      )}
      {relogin}
    </>
  )
}
