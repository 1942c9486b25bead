import { endpoint } from '@/api/endpoint'
import { getEditorUser } from '@/features/editor/server/editorUser'

export const dynamic = 'force-dynamic'

/** SPEC §7 GET /{locale}/pageeditor-api/user: the logged-in editor (email, username, admin_menus); 401 without a session. */
export const GET = endpoint('editorUser', async ({ user, locale }) => getEditorUser(user, locale))
