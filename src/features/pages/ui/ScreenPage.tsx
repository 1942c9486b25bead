import { cache, type ReactNode } from 'react'

import { SiteFrame } from '@/features/shell/ui/SiteFrame'
import { byLocale, type Locale } from '@/i18n/locales'
import { ROUTES, routePath, type RouteName } from '@/i18n/routes'
import { getPayloadClient } from '@/cms/client'

import { findPageByPath } from '../server/queries'
import { CmsPageView } from './CmsPageView'

type Props = {
  locale: Locale
  route: RouteName
  /** Shown when no CMS page exists at the screen's path. */
  heading: string
  children?: ReactNode
  layout?: 'default' | 'dashboard'
  /** The screen above this one in the breadcrumb (the magazine above its topics). */
  parent?: { title: string; url: string }
  /** The rest of the address both languages share (the search's category and page), kept by the language switch. */
  tail?: string
}

/** The CMS page at a screen's path, once per request (the screen's title and the screen share it). */
export const screenCmsPage = cache(async (locale: Locale, route: RouteName) =>
  findPageByPath({ payload: await getPayloadClient(), locale, path: ROUTES[route][locale] }),
)

/**
 * A screen of SPEC §2 without parameters (programme, productions, team, magazine, ...). Editors
 * shape its head through the CMS page at the same path (SPEC §7 reads the programme headline that
 * way); the screen's own content (lists, filters) is added by its feature below that.
 */
export async function ScreenPage({ locale, route, heading, children, layout = 'default', parent, tail }: Props) {
  const siblings = byLocale((l) => (tail ? `${routePath(l, route)}/${tail}` : routePath(l, route)))
  const page = await screenCmsPage(locale, route)
  if (page) {
    return (
      <CmsPageView locale={locale} page={page} siblings={siblings}>
        {children}
      </CmsPageView>
    )
  }
  return (
    <SiteFrame
      locale={locale}
      siblings={siblings}
      trail={[...(parent ? [parent] : []), { title: heading, url: siblings[locale] }]}
      layout={layout}
    >
      <h1 className="page-title">{heading}</h1>
      {children}
    </SiteFrame>
  )
}
