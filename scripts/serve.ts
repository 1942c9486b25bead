/**
 * The production server (`npm run serve`; `npm start`, the browser tests and the bench use it):
 * Next.js's request handler behind gzip compression and the page policy of launch readiness.
 * Every HTML response gets a Content-Security-Policy naming the hashes of its trusted inline
 * scripts (src/features/security/server/pagePolicy.ts); pages stay static and cacheable because
 * the hashes come from the HTML itself, not from a per-request nonce. Compression runs outside the
 * policy so the policy sees plain HTML (Next's own compression is off: next.config.ts).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { format } from 'node:util'

import compression from 'compression'
import next from 'next'

import { stampClientAddress, trustedProxies } from '../src/features/security/domain/clientAddress'
import { refuseUnsupportedMethod } from '../src/features/security/server/methods'
import { startErrorTracking } from '../src/lib/ops/errors'
import { logger, withRequestContext } from '../src/lib/ops/logger'
import { metrics, routeLabel } from '../src/lib/ops/metrics'
import { applyPagePolicy } from '../src/features/security/server/pagePolicy'
import { DISMISSED_ALERT_SCRIPT } from '../src/features/shell/ui/breakingNewsCookie'
import { FALLBACK_SCRIPT } from '../src/features/shell/ui/fallbackScript'

const port = Number(process.env.PORT ?? 3000)
// This long-running server runs Payload's job queue (scheduled publishing), unless told otherwise.
process.env.RUN_JOBS ??= 'true'
// Next is told 'localhost' (see scripts/e2e-server.mjs on -H) and the server listens on every interface.
const app = next({ dev: false, hostname: 'localhost', port })
const handle = app.getRequestHandler()
const compress = compression() as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void
// The proxies whose X-Forwarded-For is believed (the caching proxy in front); empty: none.
const trust = trustedProxies(process.env.TRUSTED_PROXIES)
const options = {
  ownScripts: new Set([FALLBACK_SCRIPT, DISMISSED_ALERT_SCRIPT]),
  https: (process.env.SERVER_URL ?? '').startsWith('https://'),
}

const log = logger()
const meter = metrics()
// Everything the server prints (Next's errors, our warnings) becomes a line of the same logger,
// with the request id of the request it happened in.
console.log = (...args: unknown[]) => log.info(format(...args))
console.info = console.log
console.warn = (...args: unknown[]) => log.warn(format(...args))
console.error = (...args: unknown[]) => log.error(format(...args))

// Errors to the error-tracking service when SENTRY_DSN is set (src/lib/ops/errors.ts); the build's id is the release.
const buildId = fs.existsSync('.next/BUILD_ID') ? fs.readFileSync('.next/BUILD_ID', 'utf8').trim() : undefined
if (await startErrorTracking(buildId)) log.info('Errors are reported to the error-tracking service (SENTRY_DSN)')

await app.prepare()
const server = http.createServer((req, res) => {
  // The proxy's request id, or one of our own: every log line of this request carries it.
  const given = req.headers['x-request-id']
  const requestId = typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID()
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  const started = process.hrtime.bigint()
  res.once('finish', () => logRequest(req, res, requestId, started))
  withRequestContext(requestId, () => {
    // Once per request: the client's address for per-address limits, from the socket and the
    // trusted proxies only (features/security/domain/clientAddress.ts).
    stampClientAddress(req, trust)
    if (refuseUnsupportedMethod(req, res)) return
    compress(req, res, () => {
      applyPagePolicy(req, res, options)
      void handle(req, res)
    })
  })
})
// An idle connection stays open longer than the proxy keeps its idle upstream connections (nginx:
// 60 s), so it is always the proxy (or a client) that closes one: with Node's 5 s, a request sent
// on a connection the server was closing at that moment met a reset (a POST is not retried).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, () => log.info(`Ready on http://localhost:${port}`))

/** One structured line per request (method, path, status, time), and the request metrics. */
function logRequest(req: http.IncomingMessage, res: http.ServerResponse, requestId: string, started: bigint): void {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  const labels = { route: routeLabel(path), method: req.method ?? 'GET', status: String(res.statusCode) }
  meter.requests.inc(labels)
  meter.duration.observe(labels, seconds)
  const line = { reqId: requestId, method: labels.method, path, status: res.statusCode, ms: Math.round(seconds * 1000) }
  if (res.statusCode >= 500) log.error(line, 'request')
  // The probes the proxy's watcher asks every second are not worth a line each.
  else if (path === '/healthz' || path === '/readyz') log.debug(line, 'request')
  else log.info(line, 'request')
}

// Metrics on an address of their own (METRICS_PORT), which the proxy does not expose.
const metricsPort = Number(process.env.METRICS_PORT ?? 0)
if (metricsPort > 0) {
  http
    .createServer((req, res) => {
      if (req.url !== '/metrics') {
        res.writeHead(404).end()
        return
      }
      meter.registry
        .metrics()
        .then((text) => res.writeHead(200, { 'Content-Type': meter.registry.contentType }).end(text))
        .catch((error: unknown) => res.writeHead(500).end(String(error)))
    })
    .listen(metricsPort, '127.0.0.1', () => log.info(`Metrics on http://127.0.0.1:${metricsPort}/metrics`))
}
