// No 'server-only' guard: the sale openings' hook reaches this module from the Payload config,
// which the command-line scripts (migrate, seed) load outside Next.js.

import { createHash } from 'node:crypto'

import type { RedisClientType } from '@redis/client'

import { type Opening, type QueueState } from '../domain/rules'
import type { QueueCounts, QueueStore } from './store'

/**
 * The queue in Redis (issue 43), where the deployment shares its state when REDIS_URL is set: the
 * pre-queue's draws in a sorted set (a place's rank there is its place after the draw), the places
 * given after the draw from a counter, the cursor in a hash. Each step is one Lua script, which
 * Redis runs alone, so every server sees one queue and no place is given or admitted twice.
 * Keys live three days past the last join.
 */

const TTL_SECONDS = 3 * 86_400

const keysOf = (opening: number) => {
  const prefix = `festival:queue:${opening}:`
  return {
    state: `${prefix}state`,
    pre: `${prefix}pre`,
    admitted: `${prefix}admitted`,
    stats: `${prefix}stats`,
    place: (key: string) => `${prefix}place:${key}`,
    client: (client: string) => `${prefix}client:${client}`,
  }
}

/** The draw, once (ARGV[7] the opening's time): the places are the pre-queue's ranks from now on. */
const DRAW = `
local function draw(state, pre, opensMs)
  if redis.call('HGET', state, 'drawn') == '0' then
    redis.call('HSET', state, 'drawn', 1, 'base', 0, 'base_ms', opensMs, 'last', redis.call('ZCARD', pre))
  end
end
local function ensure(state, opensMs, rate, paused)
  if redis.call('EXISTS', state) == 0 then
    redis.call('HSET', state, 'drawn', 0, 'last', 0, 'base', 0, 'base_ms', opensMs, 'rate', rate, 'paused', paused)
  end
end
`

/** KEYS state, pre, place, client; ARGV key, client, draw, now, drawDue, perClient, opensMs, rate, paused, ttl. */
const JOIN =
  DRAW +
  `
ensure(KEYS[1], ARGV[7], ARGV[8], ARGV[9])
if tonumber(redis.call('GET', KEYS[4]) or '0') >= tonumber(ARGV[6]) then return 0 end
if ARGV[5] == '1' then
  draw(KEYS[1], KEYS[2], ARGV[7])
  local s = redis.call('HMGET', KEYS[1], 'last', 'base', 'base_ms', 'rate', 'paused')
  if s[5] == '0' and (tonumber(ARGV[4]) - tonumber(s[3])) * tonumber(s[4]) >= (tonumber(s[1]) - tonumber(s[2])) * 60000 then
    redis.call('HSET', KEYS[1], 'base', s[1], 'base_ms', ARGV[4])
  end
end
if redis.call('HGET', KEYS[1], 'drawn') == '1' then
  redis.call('HSET', KEYS[3], 'pos', redis.call('HINCRBY', KEYS[1], 'last', 1), 'joined', ARGV[4])
else
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
  redis.call('HSET', KEYS[3], 'joined', ARGV[4])
end
redis.call('INCR', KEYS[4])
for _, key in ipairs(KEYS) do redis.call('EXPIRE', key, ARGV[10]) end
return 1
`

/** KEYS state, pre, place; ARGV key, drawDue, opensMs. Answers the state's and the place's fields, '' for none. */
const READ =
  DRAW +
  `
if redis.call('EXISTS', KEYS[3]) == 0 then return false end
if ARGV[2] == '1' then draw(KEYS[1], KEYS[2], ARGV[3]) end
local s = redis.call('HMGET', KEYS[1], 'drawn', 'last', 'base', 'base_ms', 'rate', 'paused')
local p = redis.call('HMGET', KEYS[3], 'pos', 'joined', 'adm')
local position = p[1]
if not position and s[1] == '1' then
  local rank = redis.call('ZRANK', KEYS[2], ARGV[1])
  if rank then position = tostring(rank + 1) end
end
return { s[1], s[2], s[3], s[4], s[5], s[6], position or '', p[2] or '0', p[3] or '' }
`

/** KEYS place, admitted, stats; ARGV key, now, opensMs. Answers when the place was admitted. */
const ADMIT = `
local admitted = redis.call('HGET', KEYS[1], 'adm')
if admitted then return admitted end
redis.call('HSET', KEYS[1], 'adm', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
local start = math.max(tonumber(redis.call('HGET', KEYS[1], 'joined') or ARGV[2]), tonumber(ARGV[3]))
local wait = math.max(0, tonumber(ARGV[2]) - start)
redis.call('HINCRBY', KEYS[3], 'waitsum', wait)
if wait > tonumber(redis.call('HGET', KEYS[3], 'waitmax') or '-1') then redis.call('HSET', KEYS[3], 'waitmax', wait) end
return ARGV[2]
`

/** KEYS place, stats; ARGV now. */
const BOOKED = `
if redis.call('HSETNX', KEYS[1], 'booked', ARGV[1]) == 1 then redis.call('HINCRBY', KEYS[2], 'booked', 1) end
return 1
`

/** KEYS state; ARGV now, rate, paused. The cursor where it is, as the new base, then the new rate. */
const RETUNE = `
local s = redis.call('HMGET', KEYS[1], 'drawn', 'last', 'base', 'base_ms', 'rate', 'paused')
if not s[1] then return 0 end
if s[1] == '1' then
  local moved = 0
  if s[6] == '0' then moved = math.floor(math.max(0, tonumber(ARGV[1]) - tonumber(s[4])) * tonumber(s[5]) / 60000) end
  redis.call('HSET', KEYS[1], 'base', math.min(tonumber(s[2]), tonumber(s[3]) + moved), 'base_ms', ARGV[1])
end
redis.call('HSET', KEYS[1], 'rate', ARGV[2], 'paused', ARGV[3])
return 1
`

type Reply = unknown

/** Runs a script by its digest, loading it the first time a Redis does not know it. */
function script(source: string) {
  const sha = createHash('sha1').update(source).digest('hex')
  return async (client: RedisClientType, keys: string[], args: (string | number)[]): Promise<Reply> => {
    const options = { keys, arguments: args.map(String) }
    try {
      return await client.evalSha(sha, options)
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('NOSCRIPT')) throw error
      return client.eval(source, options)
    }
  }
}

const run = { join: script(JOIN), read: script(READ), admit: script(ADMIT), booked: script(BOOKED), retune: script(RETUNE) }

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const number = (value: unknown) => Number(text(value) || '0')

function stateFrom(values: readonly unknown[]): QueueState {
  return {
    drawn: text(values[0]) === '1',
    lastPosition: number(values[1]),
    base: number(values[2]),
    baseMs: number(values[3]),
    rate: number(values[4]),
    paused: text(values[5]) === '1',
  }
}

export function redisQueueStore(client: RedisClientType): QueueStore {
  return {
    kind: 'redis',
    async join(opening, { key, client: who, draw, nowMs, drawDue, perClient }) {
      const keys = keysOf(opening.id)
      const answer = await run.join(
        client,
        [keys.state, keys.pre, keys.place(key), keys.client(who)],
        [
          key,
          who,
          draw,
          nowMs,
          drawDue ? 1 : 0,
          perClient,
          opening.opensAt.getTime(),
          opening.admitPerMinute,
          opening.paused ? 1 : 0,
          TTL_SECONDS,
        ],
      )
      return number(answer) === 1
    },
    async read(opening, key, _nowMs, drawDue) {
      const keys = keysOf(opening.id)
      const answer = await run.read(client, [keys.state, keys.pre, keys.place(key)], [key, drawDue ? 1 : 0, opening.opensAt.getTime()])
      if (!Array.isArray(answer)) return null
      const values: unknown[] = answer
      return {
        state: stateFrom(values),
        place: {
          opening: opening.id,
          position: text(values[6]) === '' ? null : number(values[6]),
          joinedMs: number(values[7]),
          admittedMs: text(values[8]) === '' ? null : number(values[8]),
        },
      }
    },
    async admit(opening, key, nowMs) {
      const keys = keysOf(opening.id)
      return number(await run.admit(client, [keys.place(key), keys.admitted, keys.stats], [key, nowMs, opening.opensAt.getTime()]))
    },
    async booked(opening, key, nowMs) {
      const keys = keysOf(opening.id)
      await run.booked(client, [keys.place(key), keys.stats], [nowMs])
    },
    async retune(opening: Opening, nowMs) {
      await run.retune(client, [keysOf(opening.id).state], [nowMs, opening.admitPerMinute, opening.paused ? 1 : 0])
    },
    async state(opening) {
      const values = await client.hmGet(keysOf(opening.id).state, ['drawn', 'last', 'base', 'base_ms', 'rate', 'paused'])
      return values[0] === null || values[0] === undefined ? null : stateFrom(values)
    },
    async counts(opening, nowMs): Promise<QueueCounts> {
      const keys = keysOf(opening.id)
      const [state, pre, admitted, recent, stats] = await Promise.all([
        this.state(opening),
        client.zCard(keys.pre),
        client.zCard(keys.admitted),
        client.zCount(keys.admitted, nowMs - 60_000, '+inf'),
        client.hGetAll(keys.stats),
      ])
      const waitSum = Number(stats.waitsum ?? 0)
      return {
        places: state?.drawn ? state.lastPosition : pre,
        admitted,
        admittedLastMinute: recent,
        booked: Number(stats.booked ?? 0),
        averageWaitSeconds: admitted > 0 ? Math.round(waitSum / admitted / 1000) : null,
        longestWaitSeconds: stats.waitmax === undefined ? null : Math.round(Number(stats.waitmax) / 1000),
      }
    },
  }
}
