import type { Instrumentation } from 'next'

// `process.env.NEXT_RUNTIME` is read here and not through lib/env.ts: Next replaces it per runtime
// while bundling, which keeps the server-only code below out of the Edge runtime's bundle.

/** Next runs this once when a server starts (issue 28): the metrics that read the database get their sources. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { registerGaugeSources } = await import('./features/ops/server/gaugeSources')
  registerGaugeSources()
  const { registerQueueGauge } = await import('./features/queue/server/report')
  registerQueueGauge()
}

/**
 * Next calls this for every error it catches while rendering or answering (issue 28): it goes to
 * the error-tracking service when one is configured (src/lib/ops/errors.ts); it is logged anyway.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { captureError } = await import('./lib/ops/errors')
  const requestId = request.headers['x-request-id']
  captureError(error, { kind: 'server', route: context.routePath, requestId: typeof requestId === 'string' ? requestId : undefined })
}
