import { getRedirectRules } from '@/features/shell/server/shell'
import { isLocale } from '@/i18n/locales'
import { json, jsonError, PUBLIC_CACHE } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** SPEC §7 GET /{locale}/pageeditor-api/redirect: every redirect rule as { old_path, new_path }. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale)) return jsonError(404, 'Not Found')
  return json(await getRedirectRules(await getPayloadClient()), { cache: PUBLIC_CACHE })
}
