import 'server-only'

import type { Payload, TypedUser } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { PAGE_POPULATE } from '@/features/content/server/populate'

export { PAGE_POPULATE }

export type PageQuery = {
  payload: Payload
  locale: Locale
  /** The path inside the locale: '/' for home, '/besuch/anfahrt' for a nested page. */
  path: string
  /** Draft mode: the editor's own view, uncached, including drafts and offline pages. */
  draft?: boolean
  user?: TypedUser | null
}

/**
 * A CMS page by its localised path. Access rules decide visibility: an anonymous visitor gets only
 * published, online pages (SPEC §4: an offline page is not found).
 */
export async function findPageByPath({ payload, locale, path, draft = false, user = null }: PageQuery): Promise<Page | null> {
  const result = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: false,
    where: { path: { equals: path } },
    depth: 2,
    populate: PAGE_POPULATE,
    limit: 1,
    pagination: false,
    draft,
    user,
    overrideAccess: false,
  })
  return result.docs[0] ?? null
}
