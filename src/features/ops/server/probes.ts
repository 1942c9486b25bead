import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import { committedMigrations } from '@/lib/db/migrations'
import { env } from '@/lib/env'
import { redisClient, s3ClientConfig } from '@/lib/ops/connections'
import { logger } from '@/lib/ops/logger'
import { metrics } from '@/lib/ops/metrics'
import { getPayloadClient } from '@/cms/client'

import { type Check, pendingMigrations, type Readiness, readiness } from '../domain/readiness'

/** A probe that waits longer than this for one engine reports it as failed. */
const CHECK_TIMEOUT_MS = 2000
const NO_STORE = { 'Cache-Control': 'no-store' }

/** `GET /healthz`: the process is alive and answers; nothing else is asked. */
export function healthz(): Response {
  return Response.json({ status: 'ok' }, { headers: NO_STORE })
}

/**
 * `GET /readyz`: the database answers and has run every committed migration, and Redis and the
 * upload storage answer where they are configured. 503 otherwise, so that the proxy in front
 * sends visitors to the other servers (scripts/cluster.ts watches it). The answer says only ready
 * or not: which engine failed, and why, is the operator's business (the log and the metrics port),
 * not a public address's.
 */
export async function readyz(): Promise<Response> {
  return readinessAnswer(await readiness(readinessChecks(), CHECK_TIMEOUT_MS))
}

/** The public answer of a probe's result; the checks go to the metrics and, when one failed, the log. */
export function readinessAnswer(result: Readiness): Response {
  for (const [check, outcome] of Object.entries(result.checks)) metrics().readiness.set({ check }, outcome.startsWith('failed') ? 0 : 1)
  if (!result.ready) logger().warn({ checks: result.checks, msg: 'not ready' })
  return Response.json({ status: result.ready ? 'ready' : 'not ready' }, { status: result.ready ? 200 : 503, headers: NO_STORE })
}

/**
 * The checks, made once per process: the proxy's watcher asks every second, and each ask reused
 * nothing before (a new S3 client, the migrations folder read again).
 */
let checks: Record<string, Check> | undefined
function readinessChecks(): Record<string, Check> {
  const { REDIS_URL } = env()
  checks ??= { database: databaseCheck(), redis: REDIS_URL ? redisCheck(REDIS_URL) : null, storage: storageCheck() }
  return checks
}

function databaseCheck(): Check {
  // The committed migrations do not change while the server runs.
  let committed: string[] | undefined
  return async () => {
    const payload = await getPayloadClient()
    committed ??= committedMigrations(payload)
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0, select: { name: true } })
    const pending = pendingMigrations(
      committed,
      docs.map((doc) => String(doc.name)),
    )
    if (pending.length > 0) throw new Error(`migrations not run: ${pending.join(', ')}`)
  }
}

function redisCheck(url: string): Check {
  const client = redisClient(url)
  return async () => {
    if (!client.isReady) throw new Error('not connected')
    await client.ping()
  }
}

function storageCheck(): Check {
  const settings = env()
  const { S3_BUCKET, MEDIA_DIR, UPLOADS_DIR } = settings
  if (!S3_BUCKET) {
    return async () => {
      for (const dir of [MEDIA_DIR, UPLOADS_DIR]) {
        const folder = path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir)
        await fs.mkdir(folder, { recursive: true })
        await fs.access(folder, fs.constants.W_OK)
      }
    }
  }
  const client = new S3Client(s3ClientConfig(settings))
  return async () => {
    await client.send(new HeadBucketCommand({ Bucket: S3_BUCKET }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
  }
}
