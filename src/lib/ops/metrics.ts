import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { processSlot } from '@/lib/process/slot'

import { processSettings } from '@/lib/env'

/**
 * The server's metrics in Prometheus' format (issue 28), served by scripts/serve.ts on METRICS_PORT,
 * an address the proxy does not expose. One registry per process, shared through globalThis by the
 * custom server, Next's bundles and the cache handler (separate module graphs in one process).
 *
 * Gauges that need the database (live holds, the job queue) ask a source that the Next side sets
 * at start (instrumentation.ts), at the moment they are scraped.
 */
export type GaugeSource = () => Promise<number>

type Metrics = {
  registry: Registry
  requests: Counter<'route' | 'method' | 'status'>
  duration: Histogram<'route' | 'method' | 'status'>
  reservations: Counter<'result'>
  cacheLookups: Counter<'result'>
  /** The last `/readyz` answer per check: 1 answered, 0 failed (which check failed never leaves the server otherwise). */
  readiness: Gauge<'check'>
  /** The sale opening's waiting room (issue 43): places admitted, and how long each waited. */
  queueAdmitted: Counter<'opening'>
  queueWait: Histogram<'opening'>
  sources: { liveHolds?: GaugeSource; jobQueue?: GaugeSource; queueWaiting?: GaugeSource }
}

const METRICS = processSlot<Metrics>('festival-site.ops.metrics')

export function metrics(): Metrics {
  const existing = METRICS.get()
  if (existing) return existing
  const registry = new Registry()
  const { SERVER_NAME } = processSettings()
  if (SERVER_NAME) registry.setDefaultLabels({ server: SERVER_NAME })
  collectDefaultMetrics({ register: registry, prefix: 'festival_' })
  const sources: Metrics['sources'] = {}
  const fromSource = (name: keyof Metrics['sources']) =>
    async function collect(this: Gauge) {
      const source = sources[name]
      if (source) this.set(await source().catch(() => Number.NaN))
    }
  new Gauge({
    name: 'festival_live_holds',
    help: 'Seats held in carts right now (reservations not yet expired or ordered)',
    registers: [registry],
    collect: fromSource('liveHolds'),
  })
  new Gauge({
    name: 'festival_job_queue_depth',
    help: 'Background jobs waiting to run (scheduled publishing, order clean-up)',
    registers: [registry],
    collect: fromSource('jobQueue'),
  })
  new Gauge({
    name: 'festival_queue_waiting',
    help: 'Visitors waiting in the running sale openings’ queues (pre-queue included)',
    registers: [registry],
    collect: fromSource('queueWaiting'),
  })
  const created: Metrics = {
    registry,
    sources,
    requests: new Counter({
      name: 'festival_http_requests_total',
      help: 'Requests answered, by route, method and status',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'festival_http_request_duration_seconds',
      help: 'Time to answer a request, by route, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    reservations: new Counter({
      name: 'festival_reservations_total',
      help: 'Seat reservations asked for, by result (reserved, or the refusal code)',
      labelNames: ['result'],
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'festival_cache_lookups_total',
      help: 'Page and data cache lookups, by result (hit, miss, error)',
      labelNames: ['result'],
      registers: [registry],
    }),
    readiness: new Gauge({
      name: 'festival_readiness_check',
      help: 'The last readiness probe per check: 1 ok or not configured, 0 failed',
      labelNames: ['check'],
      registers: [registry],
    }),
    queueAdmitted: new Counter({
      name: 'festival_queue_admitted_total',
      help: 'Waiting-room places admitted to book, by sale opening',
      labelNames: ['opening'],
      registers: [registry],
    }),
    queueWait: new Histogram({
      name: 'festival_queue_wait_seconds',
      help: 'Time from joining the waiting room (or from the opening, for the pre-queue) to admission',
      labelNames: ['opening'],
      buckets: [1, 10, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200],
      registers: [registry],
    }),
  }
  return METRICS.set(created)
}

/**
 * A route label of bounded cardinality: the first two path segments (three under a locale's
 * /api/), so /de/veranstaltung/slug/12 counts as /de/veranstaltung and /de/api/events/ as itself.
 */
export function routeLabel(pathname: string): string {
  const segments = pathname.split('?')[0]?.split('/').filter(Boolean) ?? []
  if (segments[0] === '_next') return '/_next'
  const keep = segments[1] === 'api' && /^(de|en)$/.test(segments[0] ?? '') ? 3 : 2
  const kept = segments.slice(0, keep).map((segment) => (/^[a-z][a-z._-]{0,39}$/i.test(segment) ? segment : ':param'))
  return `/${kept.join('/')}`
}
