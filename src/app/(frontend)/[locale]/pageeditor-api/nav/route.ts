import { getNavigation } from '@/features/shell/server/shell'
import { getRequestUser } from '@/lib/auth/identity'
import { isLocale } from '@/i18n/locales'
import { json, jsonError, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 GET /{locale}/pageeditor-api/nav: menu, footer and secondary lists. Public and cacheable;
 * a logged-in user's answer may hold pages only they see, so it is never stored.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale)) return jsonError(404, 'Not Found')
  const payload = await getPayloadClient()
  const user = await getRequestUser(payload, request.headers)
  const { menu, footer, secondary } = await getNavigation(payload, locale, user)
  return json({ menu, footer, secondary }, { cache: user ? PRIVATE_NO_STORE : PUBLIC_CACHE })
}
