import type { TypedUser } from 'payload'

import { PAGE_POPULATE } from '@/features/content/server/populate'
import { findPageByPath } from '../server/queries'
import { CmsPageView } from './CmsPageView'
import { NotFoundScreen } from '@/features/shell/ui/NotFoundScreen'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/cms/client'
import { localizedPagePath } from '@/lib/routing/pagePath'
import type { Page } from '@/payload-types'

import type { StoredModule } from '@/features/editor/domain/tree'
import { editorState } from '@/features/editor/server/editorState'
import { withLivePreview } from '@/features/editor/server/livePreview'
import { findVersion } from '@/features/editor/server/versions'
import { editFrame } from '@/features/editor/ui/frame'
import { LazyEditorRoot } from '@/features/editor/ui/lazy.client'

export type EditorSearch = Record<string, string | string[] | undefined>

/** A version id from the query (`?v=`, `?compare=`), or null. */
function versionParam(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? value : null
}

/**
 * A CMS page as its editor sees it in draft mode (SPEC §4): the draft (or, with `?v=`, a saved
 * version marked against the draft, or with `&compare=` against an older version), in the same React tree as the public page, wrapped by the
 * edit layer; with `?edit` every module gets its frame, `noToolbar` hides the toolbar.
 */
export async function EditableCmsPage({
  locale,
  path,
  user,
  search,
}: {
  locale: Locale
  path: string
  user: TypedUser
  search: EditorSearch
}) {
  const payload = await getPayloadClient()
  const page = await findPageByPath({ payload, locale, path, draft: true, user })
  if (!page) return <NotFoundScreen locale={locale} />
  const ref = { collection: 'pages', id: page.id } as const
  const versionId = versionParam(search.v)
  const compareId = versionId ? versionParam(search.compare) : null
  const [shown, stored, older] = versionId
    ? await Promise.all([
        findVersion<Page>({ payload, user, locale, ref }, versionId, { depth: 2, populate: PAGE_POPULATE }),
        findVersion<{ modules?: StoredModule[] | null }>({ payload, user, locale, ref }, versionId, { author: false }),
        compareId ? findVersion<{ modules?: StoredModule[] | null }>({ payload, user, locale, ref }, compareId, { author: false }) : null,
      ])
    : [null, null, null]
  const version =
    shown && stored && versionId
      ? {
          id: versionId,
          updated_at: shown.updatedAt,
          author: shown.author,
          status: shown.status,
          tree: { kind: 'page' as const, modules: stored.doc.modules ?? [] },
        }
      : null
  const built = await editorState({
    payload,
    user,
    locale,
    ref,
    title: page.title,
    path: localizedPagePath(locale, page.path ?? path),
    editing: search.edit !== undefined,
    toolbarShown: search.noToolbar === undefined,
    version,
    compare:
      older && compareId ? { id: compareId, updated_at: older.updatedAt, tree: { kind: 'page', modules: older.doc.modules ?? [] } } : null,
  })
  if (!built) return <NotFoundScreen locale={locale} />
  const framed = built.state.editing || version !== null
  // Issue 45: while this editor's modal is open, the module shows what they typed (their page only).
  const live =
    built.state.editing && !version ? { ...page, modules: await withLivePreview(payload, user, ref, locale, page.modules) } : page
  return (
    <LazyEditorRoot state={built.state}>
      <CmsPageView
        locale={locale}
        page={version && shown ? { ...shown.doc, id: page.id } : live}
        frame={framed ? editFrame(built.diff) : undefined}
      />
    </LazyEditorRoot>
  )
}
