import 'server-only'

import { bind, readRows, stmt } from '@/lib/db/sql'
import { metrics } from '@/lib/ops/metrics'
import { getPayloadClient } from '@/cms/client'

/**
 * The metrics that count rows (issue 28), read when Prometheus scrapes: seats held in carts right
 * now, and background jobs waiting to run. Set once per server at start (src/instrumentation.ts).
 */
export function registerGaugeSources(): void {
  const { sources } = metrics()
  sources.liveHolds = async () => {
    const payload = await getPayloadClient()
    const rows = await readRows(
      payload,
      stmt`SELECT COALESCE(SUM("quantity"), 0) AS "n" FROM "reservations" WHERE "status" = 'held' AND "expires_at" > ${bind.time(new Date())}`,
    )
    return Number(rows[0]?.n ?? 0)
  }
  sources.jobQueue = async () => {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    })
    return totalDocs
  }
}
