import { z } from 'zod'

import { clientAddress, LIMITS } from '@/features/security/domain/limits'
import { refuseWhenLimited } from '@/features/security/server/rateLimit'
import { checkCsrf } from '@/lib/http/csrf'
import { jsonError, parseJsonBody } from '@/lib/http/json'
import { getPayloadClient } from '@/lib/payload/client'
import { hasControlCharacter } from '@/lib/text/controlCharacters'

export const dynamic = 'force-dynamic'

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

const bodySchema = z.object({
  url: z
    .string()
    .min(1)
    .max(2048)
    .refine((value) => !hasControlCharacter(value), 'must not contain control characters')
    .refine((value) => value.startsWith('/') || isHttpUrl(value), 'must be a path starting with / or an http(s) URL'),
})

/**
 * SPEC §7/§8 POST /api/dashboard-error-log/ `{ url }`: the client reports the address of a page
 * that answered 404. Same origin and CSRF double-submit required (DESIGN §5), rate-limited per
 * client; one structured log line; 204.
 */
export async function POST(request: Request): Promise<Response> {
  if (!checkCsrf(request)) return jsonError(403, 'CSRF token missing or invalid')
  const payload = await getPayloadClient()
  const limited = await refuseWhenLimited(payload, request, [[LIMITS.errorLogPerClient, clientAddress(request.headers)]])
  if (limited) return limited
  const body = await parseJsonBody(bodySchema, request)
  if (!body.ok) return body.response
  payload.logger.warn({ msg: 'client 404', url: body.data.url })
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
