// No 'server-only' guard: the sale openings' hook reaches this module from the Payload config,
// which the command-line scripts (migrate, seed) load outside Next.js.

import type { Payload } from 'payload'

import { bind, num, type Row, type Statement, sqlOf, stmt } from '@/lib/db/sql'

import { type Opening, type QueueState, rebased } from '../domain/rules'
import type { QueueCounts, QueueStore } from './store'

/**
 * The queue in the database (issue 43): PostgreSQL for several servers without Redis, SQLite for
 * the embedded default. Every change is one transaction that first takes the opening's row in
 * `queue_states` (PostgreSQL: its row lock; SQLite: the write lock of BEGIN IMMEDIATE), so joins,
 * the draw and the cursor's changes happen one at a time for every server. A read is one indexed
 * select of the place joined with its opening's state.
 */

const MINUTE_MS = 60_000

function stateOf(row: Row): QueueState {
  return {
    drawn: num(row.drawn) === 1,
    lastPosition: num(row.last_position),
    base: num(row.base),
    baseMs: num(row.base_ms),
    rate: num(row.rate),
    paused: num(row.paused) === 1,
  }
}

const orNull = (value: unknown) => (value === null || value === undefined ? null : num(value))

/** The opening's state row, made on first use with the opening's rate (the cursor starts at the opening). */
function ensureState(opening: Opening): Statement {
  const id = bind.int(opening.id)
  return stmt`INSERT INTO "queue_states" ("opening", "drawn", "last_position", "base", "base_ms", "rate", "paused")
    VALUES (${id}, 0, 0, 0, ${bind.big(opening.opensAt.getTime())}, ${bind.int(opening.admitPerMinute)}, ${bind.int(opening.paused ? 1 : 0)})
    ON CONFLICT ("opening") DO NOTHING`
}

/** Takes the opening's row for the rest of the transaction. */
function lock(opening: Opening): Statement {
  return stmt`UPDATE "queue_states" SET "drawn" = "drawn" WHERE "opening" = ${bind.int(opening.id)}`
}

/**
 * The draw, once: the pre-queue's places ranked by their random draw (ties by arrival), and the
 * cursor set to start at the opening. A no-op once drawn.
 */
function draw(opening: Opening): Statement[] {
  const id = bind.int(opening.id)
  return [
    stmt`UPDATE "queue_places" SET "position" = r."rn"
      FROM (SELECT "id", ROW_NUMBER() OVER (ORDER BY "draw", "id") AS "rn" FROM "queue_places" WHERE "opening" = ${id} AND "position" IS NULL) AS r
      WHERE "queue_places"."id" = r."id" AND EXISTS (SELECT 1 FROM "queue_states" WHERE "opening" = ${id} AND "drawn" = 0)`,
    stmt`UPDATE "queue_states" SET "drawn" = 1, "base" = 0, "base_ms" = ${bind.big(opening.opensAt.getTime())},
      "last_position" = (SELECT COUNT(*) FROM "queue_places" WHERE "opening" = ${id})
      WHERE "opening" = ${id} AND "drawn" = 0`,
  ]
}

export function sqlQueueStore(payload: Payload): QueueStore {
  const sql = () => sqlOf(payload)
  return {
    kind: 'database',
    async join(opening, { key, client, draw: drawn, nowMs, drawDue, perClient }) {
      const id = bind.int(opening.id)
      const now = bind.big(nowMs)
      const statements = [ensureState(opening), lock(opening)]
      if (drawDue)
        statements.push(
          ...draw(opening),
          // A queue that has admitted everyone starts its cursor anew: a newcomer waits for the rate, not for credit the empty queue saved up.
          stmt`UPDATE "queue_states" SET "base" = "last_position", "base_ms" = ${now}
            WHERE "opening" = ${id} AND "drawn" = 1 AND "paused" = 0 AND (${now} - "base_ms") * "rate" >= ("last_position" - "base") * ${bind.int(MINUTE_MS)}`,
        )
      statements.push(
        stmt`INSERT INTO "queue_places" ("token", "opening", "client", "draw", "position", "joined_ms")
          SELECT ${bind.text(key)}, ${id}, ${bind.text(client)},
            CASE WHEN s."drawn" = 0 THEN ${bind.big(drawn)} ELSE NULL END,
            CASE WHEN s."drawn" = 1 THEN s."last_position" + 1 ELSE NULL END, ${now}
          FROM "queue_states" s
          WHERE s."opening" = ${id} AND (SELECT COUNT(*) FROM "queue_places" WHERE "opening" = ${id} AND "client" = ${bind.text(client)}) < ${bind.int(perClient)}`,
        stmt`UPDATE "queue_states" SET "last_position" = "last_position" + 1
          WHERE "opening" = ${id} AND "drawn" = 1
            AND EXISTS (SELECT 1 FROM "queue_places" p WHERE p."token" = ${bind.text(key)} AND p."position" = "queue_states"."last_position" + 1)`,
        stmt`SELECT COUNT(*) AS "n" FROM "queue_places" WHERE "token" = ${bind.text(key)}`,
      )
      const results = await sql().batch(statements)
      return num(results.at(-1)?.[0]?.n) === 1
    },
    async read(opening, key, nowMs, drawDue) {
      const select = stmt`SELECT p."position", p."joined_ms", p."admitted_ms", s."drawn", s."last_position", s."base", s."base_ms", s."rate", s."paused"
        FROM "queue_places" p JOIN "queue_states" s ON s."opening" = p."opening"
        WHERE p."token" = ${bind.text(key)} AND p."opening" = ${bind.int(opening.id)}`
      let row = (await sql().batch([select]))[0]?.[0]
      if (row && drawDue && num(row.drawn) === 0) row = (await sql().batch([lock(opening), ...draw(opening), select])).at(-1)?.[0]
      if (!row) return null
      return {
        state: stateOf(row),
        place: { opening: opening.id, position: orNull(row.position), joinedMs: num(row.joined_ms), admittedMs: orNull(row.admitted_ms) },
      }
    },
    async admit(opening, key, nowMs) {
      const place = stmt`"token" = ${bind.text(key)} AND "opening" = ${bind.int(opening.id)}`
      const results = await sql().batch([
        stmt`UPDATE "queue_places" SET "admitted_ms" = ${bind.big(nowMs)} WHERE ${place} AND "admitted_ms" IS NULL`,
        stmt`SELECT "admitted_ms" FROM "queue_places" WHERE ${place}`,
      ])
      return num(results.at(-1)?.[0]?.admitted_ms ?? nowMs)
    },
    async booked(opening, key, nowMs) {
      await sql().batch([
        stmt`UPDATE "queue_places" SET "booked_ms" = ${bind.big(nowMs)}
          WHERE "token" = ${bind.text(key)} AND "opening" = ${bind.int(opening.id)} AND "booked_ms" IS NULL`,
      ])
    },
    async retune(opening, nowMs) {
      const id = bind.int(opening.id)
      // Optimistic: the cursor moves to where it is now under the old rate, unless a join moved it meanwhile (then again).
      for (let attempt = 0; attempt < 5; attempt++) {
        const state = await this.state(opening)
        if (!state) return
        const next = rebased(state, nowMs)
        const [changed] = await sql().batch([
          stmt`UPDATE "queue_states" SET "base" = ${bind.int(next.base)}, "base_ms" = ${bind.big(nowMs)},
            "rate" = ${bind.int(opening.admitPerMinute)}, "paused" = ${bind.int(opening.paused ? 1 : 0)}
            WHERE "opening" = ${id} AND "base" = ${bind.int(state.base)} AND "base_ms" = ${bind.big(state.baseMs)}
              AND "last_position" = ${bind.int(state.lastPosition)}
            RETURNING "opening"`,
        ])
        if ((changed?.length ?? 0) > 0) return
      }
      throw new Error(`the queue of opening ${opening.id} kept changing while its rate was set`)
    },
    async state(opening) {
      const [rows] = await sql().batch([stmt`SELECT * FROM "queue_states" WHERE "opening" = ${bind.int(opening.id)}`])
      const row = rows?.[0]
      return row ? stateOf(row) : null
    },
    async counts(opening, nowMs): Promise<QueueCounts> {
      const opens = bind.big(opening.opensAt.getTime())
      const waited = stmt`("admitted_ms" - CASE WHEN "joined_ms" > ${opens} THEN "joined_ms" ELSE ${opens} END)`
      const [rows] = await sql().batch([
        stmt`SELECT COUNT(*) AS "places", COUNT("admitted_ms") AS "admitted", COUNT("booked_ms") AS "booked",
          SUM(CASE WHEN "admitted_ms" > ${bind.big(nowMs - MINUTE_MS)} THEN 1 ELSE 0 END) AS "recent",
          AVG(${waited}) AS "average", MAX(${waited}) AS "longest"
          FROM "queue_places" WHERE "opening" = ${bind.int(opening.id)}`,
      ])
      const row = rows?.[0] ?? {}
      const seconds = (value: unknown) => (value === null || value === undefined ? null : Math.max(0, Math.round(num(value) / 1000)))
      return {
        places: num(row.places),
        admitted: num(row.admitted),
        admittedLastMinute: num(row.recent),
        booked: num(row.booked),
        averageWaitSeconds: seconds(row.average),
        longestWaitSeconds: seconds(row.longest),
      }
    },
  }
}
