import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import { committedMigrations } from '@/lib/db/migrations'
import { env } from '@/lib/env'
import { redisClient, s3ClientConfig } from '@/lib/ops/connections'
import { getPayloadClient } from '@/lib/payload/client'

import { type Check, pendingMigrations, readiness } from '../domain/readiness'

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
 * sends visitors to the other servers (scripts/cluster.ts watches it).
 */
export async function readyz(): Promise<Response> {
  const settings = env()
  const result = await readiness(
    { database: databaseCheck, redis: settings.REDIS_URL ? redisCheck(settings.REDIS_URL) : null, storage: storageCheck() },
    CHECK_TIMEOUT_MS,
  )
  return Response.json({ status: result.ready ? 'ready' : 'not ready', checks: result.checks }, { status: result.ready ? 200 : 503, headers: NO_STORE })
}

async function databaseCheck(): Promise<void> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0, select: { name: true } })
  const pending = pendingMigrations(committedMigrations(payload), docs.map((doc) => String(doc.name)))
  if (pending.length > 0) throw new Error(`migrations not run: ${pending.join(', ')}`)
}

type RedisClient = ReturnType<typeof redisClient>
const REDIS_KEY = Symbol.for('festival-site.readyzRedis')
type Store = typeof globalThis & { [REDIS_KEY]?: RedisClient }

function redisCheck(url: string): Check {
  return async () => {
    const store = globalThis as Store
    let client = store[REDIS_KEY]
    if (!client) {
      client = redisClient(url)
      store[REDIS_KEY] = client
    }
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
