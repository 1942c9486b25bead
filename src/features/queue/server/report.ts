import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/cms/client'
import { metrics } from '@/lib/ops/metrics'

import { admittedThrough, drawDue, isRunning, type Opening } from '../domain/rules'
import { activeOpenings } from './openings'
import { queueStore } from './queue'
import type { QueueCounts } from './store'

/** What the operator sees of a running opening (issue 43), besides the seats the box office counts. */
export type OpeningReport = QueueCounts & {
  readonly opening: Opening
  readonly phase: 'coming' | 'prequeue' | 'running' | 'paused'
  /** Places still waiting (the whole pre-queue before the draw). */
  readonly waiting: number
}

/** The live report of every active opening, soonest first. */
export async function openingReports(payload: Payload, now = new Date()): Promise<OpeningReport[]> {
  const store = await queueStore(payload)
  return Promise.all(
    (await activeOpenings(payload, now.getTime())).map(async (opening) => {
      const [state, counts] = await Promise.all([store.state(opening), store.counts(opening, now.getTime())])
      const through = state ? admittedThrough(state, now.getTime()) : 0
      const drawn = state?.drawn ?? false
      const phase = !isRunning(opening, now) ? 'coming' : opening.paused ? 'paused' : drawDue(opening, now) ? 'running' : 'prequeue'
      return {
        opening,
        phase,
        waiting: drawn ? Math.max(0, (state?.lastPosition ?? 0) - through) : counts.places,
        ...counts,
      }
    }),
  )
}

/** The metrics port's `festival_queue_waiting`: who waits in the running openings' queues right now. */
export function registerQueueGauge(): void {
  metrics().sources.queueWaiting = async () => {
    const reports = await openingReports(await getPayloadClient())
    return reports.filter((report) => report.phase !== 'coming').reduce((sum, report) => sum + report.waiting, 0)
  }
}
