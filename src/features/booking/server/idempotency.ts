import 'server-only'

import { createHash } from 'node:crypto'

import { bind, int, type Sql, stmt } from '@/lib/db/sql'

/** How long an answer is kept for a repeated call. */
const KEEP_MS = 24 * 3_600_000
/** How long a repeated call waits for the first one's answer before it gives up (409). */
const WAIT_MS = 10_000
const POLL_MS = 50

/** A cart call's answer as kept: status, JSON body and the cart it left (for the cookies). */
export type CartAnswer = {
  status: number
  body: Record<string, unknown>
  cart: { token: string; tickets: number; heldUntil: string | null } | null
}

/** The row key: the client's key bound to the address that sent it, so nobody else can replay it. */
function rowKey(key: string, scope: string): string {
  return createHash('sha256').update(`cart-request\u0000${scope}\u0000${key}`).digest('base64url')
}

function parse(value: unknown): CartAnswer | null {
  if (typeof value !== 'string' || value === '') return null
  try {
    const answer = JSON.parse(value) as CartAnswer
    return typeof answer.status === 'number' && answer.body && typeof answer.body === 'object' ? answer : null
  } catch {
    return null
  }
}

/**
 * Runs a cart call once per idempotency key: the first call with a key claims it (a unique row),
 * runs and keeps its answer; a call with a key already claimed waits for that answer and gets it
 * unchanged, so a double click or a retried request holds its tickets once. A call that fails
 * with an exception gives its key up, so a retry runs anew. Without a key the call just runs.
 */
export async function onceByKey(
  sql: Sql,
  key: string | null,
  scope: string,
  run: () => Promise<CartAnswer>,
  now = new Date(),
): Promise<CartAnswer> {
  if (key === null) return run()
  const id = rowKey(key, scope)
  const [, claimed] = await sql.batch([
    // Epoch milliseconds pass the 32-bit integer cast: written as our own checked integers.
    stmt`DELETE FROM "cart_requests" WHERE "expire_ms" < ${{ raw: int(now.getTime()) }}`,
    stmt`INSERT INTO "cart_requests" ("key", "expire_ms") VALUES (${bind.text(id)},
      ${{ raw: int(now.getTime() + KEEP_MS) }}) ON CONFLICT ("key") DO NOTHING RETURNING "id"`,
  ])
  if (claimed && claimed.length > 0) {
    let answer: CartAnswer
    try {
      answer = await run()
    } catch (error) {
      await sql.batch([stmt`DELETE FROM "cart_requests" WHERE "key" = ${bind.text(id)}`])
      throw error
    }
    await sql.batch([stmt`UPDATE "cart_requests" SET "answer" = ${bind.text(JSON.stringify(answer))} WHERE "key" = ${bind.text(id)}`])
    return answer
  }
  const until = Date.now() + WAIT_MS
  for (;;) {
    const [rows] = await sql.batch([stmt`SELECT "answer" FROM "cart_requests" WHERE "key" = ${bind.text(id)}`])
    const row = rows?.[0]
    // The first call failed and gave the key up: this one runs instead.
    if (!row) return onceByKey(sql, key, scope, run, new Date())
    const answer = parse(row.answer)
    if (answer) return answer
    if (Date.now() >= until) return { status: 409, body: { error: 'the same request is still being answered' }, cart: null }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
