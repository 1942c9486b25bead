import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { type RouteName, routePath } from '@/i18n/routes'

import type { DetailCollection } from '@/cms/collections/details'
import { DetailScreen, detailMetadata } from './DetailScreen'
import { routeLocale } from './params'
import { ScreenPage, screenCmsPage } from './ScreenPage'

type ScreenKey = keyof Messages['screens']
type LocaleParams = { params: Promise<{ locale: string }> }

/** Nothing is rendered at build time; pages are rendered on first request and kept (ISR). */
export function noStaticParams() {
  return []
}

/**
 * A route file of a screen without parameters (SPEC §2): its page and metadata. Each route file
 * still declares its own `revalidate`, which Next reads statically.
 */
export function screenRoute(
  route: RouteName,
  heading: ScreenKey,
  options: {
    layout?: 'default' | 'dashboard'
    parent?: { route: RouteName; heading: ScreenKey }
    children?: ReactNode
    content?: (props: { locale: Locale; params: Record<string, string> }) => ReactNode
    /** The rest of the address both languages share, from the route's parameters (see ScreenPage). */
    tail?: (params: Record<string, string | string[]>) => string
  } = {},
) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await routeLocale(params)
    const page = await screenCmsPage(locale, route)
    if (page) return { title: page.meta_title || page.title, description: page.meta_description ?? undefined }
    const t = await getTranslations({ locale, namespace: 'screens' })
    return { title: t(heading) }
  }
  async function Screen({ params }: { params: Promise<Record<string, string> & { locale: string }> }) {
    const locale = await routeLocale(params)
    const t = await getTranslations({ locale, namespace: 'screens' })
    return (
      <ScreenPage
        locale={locale}
        route={route}
        heading={t(heading)}
        layout={options.layout}
        parent={options.parent ? { title: t(options.parent.heading), url: routePath(locale, options.parent.route) } : undefined}
        tail={options.tail?.(await params)}
      >
        {options.children}
        {options.content?.({ locale, params: await params })}
      </ScreenPage>
    )
  }
  return { generateMetadata, Screen }
}

type DetailParams = { params: Promise<Record<string, string> & { locale: string; id: string }> }

/** A route file of a `{slug}/{id}` detail screen (SPEC §2): its page and its title; the slug's parameter may be named otherwise. */
export function detailRoute(
  route: RouteName,
  collection: DetailCollection,
  options: {
    slugParam?: string
    parent?: { route: RouteName; heading: ScreenKey }
    grandparent?: { route: RouteName; heading: ScreenKey }
    content?: (props: { locale: Locale; id: string }) => ReactNode
  } = {},
) {
  const slugParam = options.slugParam ?? 'slug'
  async function generateMetadata({ params }: DetailParams): Promise<Metadata> {
    return detailMetadata(collection, (await params).id, await routeLocale(params))
  }
  async function Detail({ params }: DetailParams) {
    const locale = await routeLocale(params)
    const values = await params
    const t = await getTranslations({ locale, namespace: 'screens' })
    const parent = options.parent ? { title: t(options.parent.heading), route: options.parent.route } : undefined
    const grandparent = options.grandparent ? { title: t(options.grandparent.heading), route: options.grandparent.route } : undefined
    return (
      <DetailScreen
        locale={locale}
        route={route}
        collection={collection}
        id={values.id}
        slug={values[slugParam]}
        slugParam={slugParam}
        parent={parent}
        grandparent={grandparent}
      >
        {options.content?.({ locale, id: values.id })}
      </DetailScreen>
    )
  }
  return { generateMetadata, Detail }
}
