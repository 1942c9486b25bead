import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { createClient, type RedisClientType } from '@redis/client'

/**
 * The settings of the shared engines' clients (issue 28), one place for the cache handler, the
 * upload storage and the readiness probe. Imported by relative path from the cache handler, which
 * Node loads outside the bundle.
 */

/** Reconnect attempts back off to this, so a returning Redis is used again within two seconds. */
const MAX_RECONNECT_DELAY_MS = 2000

/**
 * A Redis client that never queues: while disconnected, a command fails at once (the caller falls
 * back) and the client keeps reconnecting in the background. Connecting is not awaited, so a server
 * starts and serves while Redis is away.
 */
export function redisClient(url: string, onError: (error: unknown) => void = () => undefined): RedisClientType {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS) },
  })
  client.on('error', onError)
  client.connect().catch(() => undefined)
  return client
}

type S3Settings = { S3_ENDPOINT?: string; S3_REGION: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string }

/** The S3 client's settings: AWS by region, or any S3-compatible store at S3_ENDPOINT (path-style). */
export function s3ClientConfig({ S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY }: S3Settings): S3ClientConfig {
  return {
    region: S3_REGION,
    ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } }
      : {}),
  }
}
