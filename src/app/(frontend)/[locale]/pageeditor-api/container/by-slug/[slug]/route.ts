import { z } from 'zod'

import { apiContainer, findContainerBySlug } from '@/features/content/server/containers'
import { getRequestUser } from '@/lib/auth/identity'
import { isLocale } from '@/i18n/locales'
import { json, jsonError, parseWith, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

const slugSchema = z.string().min(1).max(200).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, dot, dash or underscore')

/**
 * SPEC §7 GET /{locale}/pageeditor-api/container/by-slug/{slug}: an editable section in SPEC §3's
 * container shape (columns with classes and children). Visitors get it published and online
 * (cacheable); editors their draft (never stored). A 404 tells the editor to create it (SPEC §4).
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }): Promise<Response> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return jsonError(404, 'Not Found')
  const parsed = parseWith(slugSchema, slug)
  if (!parsed.ok) return parsed.response
  const payload = await getPayloadClient()
  const user = await getRequestUser(payload, request.headers)
  const container = await findContainerBySlug(payload, locale, parsed.data, { user })
  if (!container) return jsonError(404, 'Not Found', user ? PRIVATE_NO_STORE : 'no-store')
  return json(apiContainer(container), { cache: user ? PRIVATE_NO_STORE : PUBLIC_CACHE })
}
