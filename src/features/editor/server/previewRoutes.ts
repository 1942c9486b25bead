import 'server-only'

import { draftMode } from 'next/headers'

import { pathLocale } from '@/features/shell/domain/requestRules'
import { callPath } from '@/api/sitePaths'
import { endpoint } from '@/api/endpoint'
import { isLocale } from '@/i18n/locales'
import { isSafeLocalPath } from '@/lib/routing/safePath'

import { mayEdit } from './documents'

/** The page path (with its query) a preview call names, when it is a public page of this site; else the home page. */
export function previewTarget(url: string): URL {
  const raw = new URL(url).searchParams.get('path') ?? ''
  const base = 'http://site.invalid'
  let target: URL
  try {
    target = new URL(raw, base)
  } catch {
    return new URL('/de', base)
  }
  const first = target.pathname.split('/')[1]
  if (target.origin !== base || !raw.startsWith('/') || raw.startsWith('//') || !isSafeLocalPath(target.pathname) || !isLocale(first))
    return new URL(`/${pathLocale(target.pathname)}`, base)
  return target
}

function local(target: URL): string {
  return `${target.pathname}${target.search}`
}

function redirect(location: string): Response {
  return new Response(null, { status: 307, headers: { location, 'cache-control': 'private, no-store' } })
}

/** The same page without the editor's flags, as the public sees it. */
function publicTarget(target: URL): URL {
  const plain = new URL(target)
  plain.searchParams.delete('edit')
  plain.searchParams.delete('v')
  plain.searchParams.delete('noToolbar')
  return plain
}

/**
 * GET /next/preview?path=…: CONVENTIONS §7, draft mode for a logged-in editor, then back to the
 * page (with `?edit` for the edit layer). A visitor whose session is no longer valid goes to the
 * back-office login and returns here; a logged-in visitor who is not an editor (a customer) sees
 * the public page. Only paths of this site's pages are targets.
 */
export const previewRoute = endpoint('preview', async ({ url, user }) => {
  const target = previewTarget(url.href)
  if (!user)
    return redirect(
      `/admin/login?${new URLSearchParams({ redirect: `${callPath('preview', {})}?${new URLSearchParams({ path: local(target) })}` })}`,
    )
  if (!mayEdit(user)) return redirect(local(publicTarget(target)))
  ;(await draftMode()).enable()
  return redirect(local(target))
})

/** GET /next/exit-preview?path=…: draft mode off, back to the public page. */
export const exitPreviewRoute = endpoint('exitPreview', async ({ url }) => {
  ;(await draftMode()).disable()
  return redirect(local(publicTarget(previewTarget(url.href))))
})
