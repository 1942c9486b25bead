import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { type ApiModule, apiModules } from '@/features/content/domain/apiShape'
import { text } from '@/features/settings/server/settings'
import type { Locale } from '@/i18n/locales'
import { populatedOne, relationId } from '@/lib/payload/relations'
import type { Media, Page } from '@/payload-types'

import { pageSiblings } from '@/features/content/server/pagePaths'
import { findPageByPath, PAGE_POPULATE } from './queries'

/* A page in the page-editor shape (SPEC §3, §7 GET /{locale}/pageeditor-api/page/{slug}). */

export type ImageSize = 'thumbnail' | 'vertical' | 'vertical_avif' | 'horizontal' | 'horizontal_avif'
export type LocaleUrls = Record<Locale, string>

/** SPEC §3 page, as GET /{locale}/pageeditor-api/page/{slug} answers it. */
export type ApiPage = {
  id: number
  urls: LocaleUrls
  content_type: NonNullable<Page['content_type']>
  title: string
  headline: string | null
  is_online: boolean
  is_clickable: boolean
  in_menu: boolean
  in_footer: boolean
  meta_title: string | null
  meta_description: string | null
  og_title: string | null
  og_description: string | null
  og_image: string | null
  og_type: NonNullable<Page['og_type']>
  og_image_thumbs: Partial<Record<ImageSize, string>>
  /** SPEC §3's module shape (`apiModules`): type, fields, uploads as id/_obj/_thumbnails, sections as columns with children. */
  modules: ApiModule[]
  settings_url: string
  parent: number | null
  is_landing_page: boolean
  siblings: { urls: LocaleUrls }[]
}

export type PageForApiOptions = {
  user?: TypedUser | null
  /** SPEC `?version_id`: a saved version of this page, shown to editors only. */
  versionId?: string | number | null
}

const IMAGE_SIZES: readonly ImageSize[] = ['thumbnail', 'vertical', 'vertical_avif', 'horizontal', 'horizontal_avif']

function imageThumbs(media: Media | null): Partial<Record<ImageSize, string>> {
  if (!media?.sizes) return {}
  const sizes = media.sizes
  return Object.fromEntries(IMAGE_SIZES.flatMap((size) => (sizes[size]?.url ? [[size, sizes[size].url]] : []))) as Partial<
    Record<ImageSize, string>
  >
}

/** A saved version of a page for an editor; null when there is none with this id for this page. */
async function pageVersion(payload: Payload, locale: Locale, ownerId: number, versionId: string, user: TypedUser): Promise<Page | null> {
  // Version ids are integers on SQLite and PostgreSQL here: another id names no version.
  if (payload.db.defaultIDType === 'number' && !/^\d+$/.test(versionId)) return null
  const version = await payload.findVersionByID({
    collection: 'pages',
    id: versionId,
    locale,
    fallbackLocale: false,
    depth: 2,
    populate: PAGE_POPULATE,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!version || relationId(version.parent) !== ownerId) return null
  return { ...version.version, id: ownerId }
}

/**
 * A page by its path inside the locale in SPEC §3's shape, or null when the user may not see it.
 * Anonymous visitors and customers get the published, online page only; editors the latest draft
 * (offline too) and, with `versionId`, that saved version of the page. Anyone else's `versionId`
 * is ignored.
 */
export async function getPageForApi(
  payload: Payload,
  locale: Locale,
  path: string,
  { user = null, versionId = null }: PageForApiOptions = {},
): Promise<ApiPage | null> {
  const editor = hasRole(user, 'editor')
  const found = await findPageByPath({ payload, locale, path, draft: editor, user })
  if (!found) return null
  let page: Page = found
  if (editor && user && versionId !== null && versionId !== '') {
    const version = await pageVersion(payload, locale, found.id, String(versionId), user)
    if (!version) return null
    page = version
  }
  const urls = await pageSiblings(payload, found.id, editor)
  const image = populatedOne(page.og_image)
  return {
    id: found.id,
    urls,
    content_type: page.content_type ?? 'page',
    title: page.title,
    headline: text(page.headline),
    is_online: page.is_online ?? true,
    is_clickable: page.is_clickable ?? true,
    in_menu: page.in_menu ?? false,
    in_footer: page.in_footer ?? false,
    meta_title: text(page.meta_title),
    meta_description: text(page.meta_description),
    og_title: text(page.og_title),
    og_description: text(page.og_description),
    og_image: image?.url ?? null,
    og_type: page.og_type ?? 'website',
    og_image_thumbs: imageThumbs(image),
    modules: apiModules(page.modules),
    settings_url: `/admin/collections/pages/${found.id}`,
    parent: relationId(page.parent),
    is_landing_page: page.is_landing_page ?? false,
    siblings: [{ urls }],
  }
}
