import { getEditorUser } from '@/features/editor/server/editorUser'
import { getRequestUser } from '@/lib/auth/identity'
import { isLocale } from '@/i18n/locales'
import { json, jsonError, PRIVATE_NO_STORE } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** SPEC §7 GET /{locale}/pageeditor-api/user: the logged-in editor (email, username, admin_menus), else 401. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale)) return jsonError(404, 'Not Found', PRIVATE_NO_STORE)
  const payload = await getPayloadClient()
  const editor = getEditorUser(await getRequestUser(payload, request.headers), locale)
  if (!editor) return jsonError(401, 'Unauthorized', PRIVATE_NO_STORE)
  return json(editor, { cache: PRIVATE_NO_STORE })
}
