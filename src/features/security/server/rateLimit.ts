import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { type Limit, retryAfterSeconds } from '../domain/limits'
import { sqlAdapterOf } from '@/lib/db/sql'

export type LimitResult = { ok: true } | { ok: false; retryAfter: number }

const TABLE = 'rate_limits'
const CLEAN_UP_EVERY = 200

/** Hex digest of limit and subject: the only text that reaches the SQL, so nothing can inject. */
function keyOf(limit: Limit, subject: string): string {
  return createHash('sha256').update(`${limit.name}\u0000${subject.toLowerCase()}`).digest('hex')
}

let calls = 0

/**
 * Counts one attempt of `subject` (an address, an e-mail) against `limit` and says whether it is
 * allowed. One atomic upsert on both SQLite and PostgreSQL (a fixed window per key), so concurrent
 * requests and several app instances count together; no read-modify-write.
 */
export async function consume(payload: Payload, limit: Limit, subject: string, now = Date.now()): Promise<LimitResult> {
  const db = sqlAdapterOf(payload)
  const key = keyOf(limit, subject)
  const expire = Math.trunc(now + limit.windowMs)
  const at = Math.trunc(now)
  const result = await db.execute({
    drizzle: db.drizzle,
    raw: `INSERT INTO ${TABLE} ("key", "points", "expire_ms") VALUES ('${key}', 1, ${expire})
      ON CONFLICT ("key") DO UPDATE SET
        "points" = CASE WHEN ${TABLE}."expire_ms" <= ${at} THEN 1 ELSE ${TABLE}."points" + 1 END,
        "expire_ms" = CASE WHEN ${TABLE}."expire_ms" <= ${at} THEN ${expire} ELSE ${TABLE}."expire_ms" END
      RETURNING "points", "expire_ms"`,
  })
  calls = (calls + 1) % CLEAN_UP_EVERY
  if (calls === 0) await db.execute({ drizzle: db.drizzle, raw: `DELETE FROM ${TABLE} WHERE "expire_ms" < ${at - 3_600_000}` })
  const row = result.rows?.[0]
  const points = Number(row?.points ?? 1)
  const expireMs = Number(row?.expire_ms ?? expire)
  return points <= limit.points ? { ok: true } : { ok: false, retryAfter: retryAfterSeconds(expireMs, at) }
}

/** Consumes every limit in turn and answers with the first refusal (all are counted). */
export async function consumeAll(
  payload: Payload,
  checks: ReadonlyArray<readonly [Limit, string]>,
  now = Date.now(),
): Promise<LimitResult> {
  let refusal: LimitResult = { ok: true }
  for (const [limit, subject] of checks) {
    const result = await consume(payload, limit, subject, now)
    if (!result.ok && refusal.ok) refusal = result
  }
  return refusal
}

/**
 * Gives back one point of `subject` under `limit` (a counted attempt that turned out not to be
 * what the limit counts, such as a log-in that succeeded). Never below zero.
 */
export async function refund(payload: Payload, limit: Limit, subject: string): Promise<void> {
  const db = sqlAdapterOf(payload)
  await db.execute({
    drizzle: db.drizzle,
    raw: `UPDATE ${TABLE} SET "points" = "points" - 1 WHERE "key" = '${keyOf(limit, subject)}' AND "points" > 0`,
  })
}

/** Remembers `subject` under `limit` for the limit's window (a mark, not a count). */
export async function remember(payload: Payload, limit: Limit, subject: string, now = Date.now()): Promise<void> {
  const db = sqlAdapterOf(payload)
  const expire = Math.trunc(now + limit.windowMs)
  await db.execute({
    drizzle: db.drizzle,
    raw: `INSERT INTO ${TABLE} ("key", "points", "expire_ms") VALUES ('${keyOf(limit, subject)}', 1, ${expire})
      ON CONFLICT ("key") DO UPDATE SET "points" = 1, "expire_ms" = ${expire}`,
  })
}

/** Whether `subject` is remembered under `limit` and its mark has not run out. */
export async function isRemembered(payload: Payload, limit: Limit, subject: string, now = Date.now()): Promise<boolean> {
  const db = sqlAdapterOf(payload)
  const result = await db.execute({
    drizzle: db.drizzle,
    raw: `SELECT 1 AS "known" FROM ${TABLE} WHERE "key" = '${keyOf(limit, subject)}' AND "expire_ms" > ${Math.trunc(now)}`,
  })
  return (result.rows?.length ?? 0) > 0
}
