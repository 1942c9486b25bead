import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

type Search = Record<string, string | string[] | undefined>

/** One query parameter of an admin view as a string, cut at `max` characters ('' when absent or repeated). */
export function searchParam(search: Search | undefined, key: string, max = 200): string {
  const value = search?.[key]
  return typeof value === 'string' ? value.slice(0, max) : ''
}

/**
 * Our admin views' frame (the box office, the privacy requests): Payload's template with its
 * navigation and header around the view's heading and content, in the view's own styles.
 */
export function AdminFrame({ view, title, children }: { view: AdminViewServerProps; title: string; children: ReactNode }) {
  const { req, visibleEntities, permissions, locale } = view.initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={view.params}
      payload={req.payload}
      permissions={permissions}
      searchParams={view.searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div className="box-office">
          <h1>{title}</h1>
          {children}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
