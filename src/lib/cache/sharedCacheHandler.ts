/**
 * Next's page and data cache shared by every app server through Redis (issue 28, decision 029),
 * loaded by Next at run time when REDIS_URL is set (next.config.ts); without it Next keeps its own
 * cache per process, as the embedded default always has.
 *
 * The handlers are @fortedigital/nextjs-cache-handler's: Redis first, then a small in-process LRU.
 * Every write goes to both; a read asks Redis and only falls to the LRU when Redis fails (down, or
 * slower than READ_TIMEOUT_MS), so a publish on any server expires the page on all of them at once,
 * and a server whose Redis is away keeps serving from its own cache and re-renders what it lacks.
 * The client reconnects by itself; from then on reads and tag expiries are shared again.
 *
 * Keys carry the build's id: a new deploy never serves pages whose HTML names the old build's
 * chunks. Next loads it by its path, not from its bundles: scripts/build-server.ts bundles it
 * beside the production server. Lookups are counted in the server's metrics.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { processSlot } from '@/lib/process/slot'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { processSettings } from '@/lib/env'
import { redisClient } from '@/lib/ops/connections'
import { metrics } from '@/lib/ops/metrics'

/** A Redis that answers slower than this counts as away for that read (the page renders instead). */
const READ_TIMEOUT_MS = 500

type Config = Awaited<ReturnType<Parameters<typeof CacheHandler.onCreation>[0]>>
type Handler = NonNullable<Config['handlers'][number]>

/** The shared handler with its lookups counted: a hit, a miss, or an error (the LRU answers then). */
function counted(handler: Handler): Handler {
  const { cacheLookups } = metrics()
  return {
    ...handler,
    async get(key, context) {
      try {
        const value = await handler.get(key, context)
        cacheLookups.inc({ result: value ? 'hit' : 'miss' })
        return value
      } catch (error) {
        cacheLookups.inc({ result: 'error' })
        throw error
      }
    },
  }
}
const CONFIG = processSlot<Config>('festival-site.sharedCacheHandler')

CacheHandler.onCreation(({ buildId }) => {
  const existing = CONFIG.get()
  if (existing) return existing
  const local = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 256 * 1024 * 1024 })
  const { REDIS_URL: url, NEXT_PHASE } = processSettings()
  // A build renders on its own; it never writes to the servers' shared cache.
  if (!url || NEXT_PHASE === PHASE_PRODUCTION_BUILD) return CONFIG.set({ handlers: [local] })

  let warned = false
  const client = redisClient(url, (error) => {
    // Logged once per outage, not once per reconnect attempt.
    if (!warned)
      console.warn(
        `[cache] Redis unavailable, serving from this server's own cache: ${error instanceof Error ? error.message : String(error)}`,
      )
    warned = true
  })
  client.on('ready', () => {
    if (warned) console.info('[cache] Redis is back: the page cache is shared again')
    warned = false
  })

  const shared = createRedisHandler({ client, keyPrefix: `festival:${buildId ?? 'dev'}:`, timeoutMs: READ_TIMEOUT_MS })
  return CONFIG.set({ handlers: [counted(shared), local] })
})

/** Where an entry keeps the Cache-Control of its page (s-maxage, the swr window) for the other servers. */
const CACHE_CONTROL = '__cacheControl'
type Entry = NonNullable<Awaited<ReturnType<CacheHandler['get']>>>
type Stored = NonNullable<Parameters<CacheHandler['set']>[1]> & { [CACHE_CONTROL]?: unknown }

/**
 * Next remembers a page's Cache-Control only in the memory of the server that rendered it and
 * otherwise takes an entry for stale after one second (vercel/next.js#77531): another server then
 * re-rendered the page on every request and sent it without Cache-Control, which no proxy keeps.
 * The entry carries it, and every server answers with it.
 */
class SharedCacheHandler extends CacheHandler {
  override async set(...[key, value, context]: Parameters<CacheHandler['set']>): Promise<void> {
    const cacheControl = (context as { cacheControl?: unknown } | undefined)?.cacheControl
    const stored: Stored | null = value && cacheControl && value.kind !== 'FETCH' ? { ...value, [CACHE_CONTROL]: cacheControl } : value
    return super.set(key, stored as Parameters<CacheHandler['set']>[1], context)
  }

  override async get(...args: Parameters<CacheHandler['get']>): Promise<Entry | null> {
    const entry = await super.get(...args)
    const stored = entry?.value as Stored | null | undefined
    if (!entry || !stored || stored[CACHE_CONTROL] === undefined) return entry
    const { [CACHE_CONTROL]: cacheControl, ...value } = stored
    return { ...entry, value, cacheControl } as Entry
  }
}

export default SharedCacheHandler
