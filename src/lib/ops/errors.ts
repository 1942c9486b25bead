/**
 * Error tracking (issue 28): the server's errors go to an error-tracking service through Sentry's
 * SDK when SENTRY_DSN is set (scripts/serve.ts starts it); without one they are only logged, as
 * every error already is. Never with personal data: no cookies, headers, query strings, request
 * bodies or addresses leave the server, only the error, the route and the request id.
 *
 * The custom server starts the SDK; Next's bundles report through the same client on globalThis
 * (they are separate module graphs in one process).
 */
import { processSettings } from '../env'

type Capture = (error: unknown, context: ErrorContext) => void
/** Where an error happened: `client` is a visitor's browser (its page's path and, for a server error it showed, Next's digest). */
export type ErrorContext = { route?: string; requestId?: string; kind: 'server' | 'client'; page?: string; digest?: string; detail?: string }

const KEY = Symbol.for('festival-site.ops.errors')
type Store = typeof globalThis & { [KEY]?: { capture: Capture; flush: () => Promise<unknown> } }

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
  ;(globalThis as Store)[KEY] = {
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
  }
  return true
}

/** Reports an error to the service, if one is configured. */
export function captureError(error: unknown, context: ErrorContext): void {
  ;(globalThis as Store)[KEY]?.capture(error, context)
}

/** The most browser failures one server passes on per minute: reports are public, the service's quota is not. */
export const CLIENT_FAILURES_PER_MINUTE = 60
let clientWindow = { start: 0, count: 0 }

/**
 * Passes a failure a visitor's browser reported on to the service, one issue per kind ('browser
 * failure: autocomplete') with the message as its detail, and CLIENT_FAILURES_PER_MINUTE per server
 * at most, so that many addresses sending reports cannot use up the quota the server's own errors
 * need. Answers whether it went on (the rest is logged only).
 */
export function captureClientFailure(kind: string, message: string, context: Omit<ErrorContext, 'kind' | 'route' | 'detail'>, now = Date.now()): boolean {
  if (now - clientWindow.start >= 60_000) clientWindow = { start: now, count: 0 }
  if (clientWindow.count >= CLIENT_FAILURES_PER_MINUTE) return false
  clientWindow.count++
  captureError(`browser failure: ${kind}`, { ...context, kind: 'client', route: kind, detail: message })
  return true
}

export async function flushErrors(): Promise<void> {
  await (globalThis as Store)[KEY]?.flush()
}

type EventLike = { request?: { method?: string; url?: string }; user?: unknown }

/** The event without what could name a person: no user, and of the request its method and path only. */
export function withoutPersonalData<T extends EventLike>(event: T): T {
  const { user: _user, request, ...rest } = event
  const url = request?.url?.split('?')[0]
  return { ...rest, ...(request ? { request: { method: request.method, url } } : {}) } as T
}
