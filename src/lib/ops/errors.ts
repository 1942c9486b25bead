/**
 * Error tracking (issue 28): the server's errors go to an error-tracking service through Sentry's
 * SDK when SENTRY_DSN is set (scripts/serve.ts starts it); without one they are only logged, as
 * every error already is. Never with personal data: no cookies, headers, query strings, request
 * bodies or addresses leave the server, only the error, the route and the request id.
 *
 * The custom server starts the SDK; Next's bundles report through the same client on globalThis
 * (they are separate module graphs in one process).
 */
import { processSettings } from '@/lib/env'
import { processSlot } from '@/lib/process/slot'
import { logger } from './logger'

type Capture = (error: unknown, context: ErrorContext) => void
/** Where an error happened: `client` is a visitor's browser (its page's path and, for a server error it showed, Next's digest). */
export type ErrorContext = {
  route?: string
  requestId?: string
  kind: 'server' | 'client'
  page?: string
  digest?: string
  detail?: string
}

const CLIENT = processSlot<{ capture: Capture; flush: () => Promise<unknown> }>('festival-site.ops.errors')

/** Starts the SDK when SENTRY_DSN is set; answers whether errors now go to the service. */
export async function startErrorTracking(release: string | undefined): Promise<boolean> {
  const { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT, SERVER_NAME } = processSettings()
  if (!dsn) return false
  const Sentry = await import('@sentry/node')
  // Errors only: no tracing, no automatic instrumentation of the server's modules.
  Sentry.initWithoutDefaultIntegrations({
    dsn,
    release,
    environment: SENTRY_ENVIRONMENT,
    serverName: SERVER_NAME,
    // Nothing that could name a visitor is collected; beforeSend removes what might remain.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    tracesSampleRate: 0,
    integrations: [Sentry.dedupeIntegration(), Sentry.linkedErrorsIntegration()],
    beforeSend: (event) => withoutPersonalData(event),
  })
  CLIENT.set({
    capture: (error, context) =>
      Sentry.withScope((scope) => {
        scope.setTag('kind', context.kind)
        if (context.route) scope.setTag('route', context.route)
        if (context.requestId) scope.setTag('request_id', context.requestId)
        // Tags hold 200 characters at most.
        if (context.page) scope.setTag('page', context.page.slice(0, 200))
        if (context.digest) scope.setTag('digest', context.digest)
        if (context.detail) scope.setExtra('detail', context.detail)
        if (error instanceof Error) Sentry.captureException(error)
        else Sentry.captureMessage(String(error), 'error')
      }),
    flush: () => Sentry.flush(2000),
  })
  return true
}

/** The most reports one server passes on per minute, its own errors and browser failures together. */
export const ERRORS_PER_MINUTE = 120
/** Of those, the most browser failures: reports are public, the service's quota is not. */
export const CLIENT_FAILURES_PER_MINUTE = 60

/**
 * The server's quota of reports this minute. On globalThis, like the client: the custom server
 * and Next's bundles are separate module graphs in one process and must count together.
 */
type Quota = { start: number; total: number; client: number; dropped: number }
const QUOTA = processSlot<Quota>('festival-site.ops.errorQuota')

function quota(now: number): Quota {
  const current = QUOTA.get()
  if (current && now - current.start < 60_000) return current
  if (current && current.dropped > 0)
    logger().warn({ dropped: current.dropped, msg: 'error tracking: reports over the quota were logged only' })
  const fresh = { start: now, total: 0, client: 0, dropped: 0 }
  QUOTA.set(fresh)
  return fresh
}

/**
 * Reports an error to the service, if one is configured, within the server's quota
 * (ERRORS_PER_MINUTE, of which CLIENT_FAILURES_PER_MINUTE from browsers), so that a flood of any
 * kind (a script posting foreign forms, many addresses sending reports) cannot use up the service's
 * quota; every error is logged anyway. Answers whether it went on.
 */
export function captureError(error: unknown, context: ErrorContext, now = Date.now()): boolean {
  const client = CLIENT.get()
  if (!client) return false
  const counts = quota(now)
  if (counts.total >= ERRORS_PER_MINUTE || (context.kind === 'client' && counts.client >= CLIENT_FAILURES_PER_MINUTE)) {
    counts.dropped++
    return false
  }
  counts.total++
  if (context.kind === 'client') counts.client++
  client.capture(error, context)
  return true
}

/**
 * Passes a failure a visitor's browser reported on to the service, one issue per kind ('browser
 * failure: autocomplete') with the message as its detail, within the browsers' share of the quota.
 * Answers whether it went on (the rest is logged only).
 */
export function captureClientFailure(
  kind: string,
  message: string,
  context: Omit<ErrorContext, 'kind' | 'route' | 'detail'>,
  now = Date.now(),
): boolean {
  return captureError(`browser failure: ${kind}`, { ...context, kind: 'client', route: kind, detail: message }, now)
}

export async function flushErrors(): Promise<void> {
  await CLIENT.get()?.flush()
}

type EventLike = { request?: { method?: string; url?: string }; user?: unknown }

/** The event without what could name a person: no user, and of the request its method and path only. */
export function withoutPersonalData<T extends EventLike>(event: T): T {
  const { user: _user, request, ...rest } = event
  const url = request?.url?.split('?')[0]
  return { ...rest, ...(request ? { request: { method: request.method, url } } : {}) } as T
}
