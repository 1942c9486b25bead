import { endpoint, noContent } from '@/api/endpoint'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7/§8 POST /api/dashboard-error-log/ `{ url }`: the client reports the address of a page
 * that answered 404 (same origin, CSRF, rate-limited per client, the address checked: src/api).
 * One structured log line; 204.
 */
export const POST = endpoint('errorLog', async ({ payload, body }) => {
  payload.logger.warn({ msg: 'client 404', url: body.url })
  return noContent()
})
