import { AsyncLocalStorage } from 'node:async_hooks'

import { type Logger, pino } from 'pino'
import { build } from 'pino-pretty'

import { processSettings } from '../env'

/**
 * The one logger of a server process (issue 28): Payload's own (pino), given to Payload by the
 * config and used by scripts/serve.ts for the line it writes per request. Every line written while
 * a request is handled carries that request's id (the proxy's X-Request-Id, or one made here),
 * through the request context that serve.ts opens around the request.
 *
 * LOG_FORMAT=json writes one JSON object per line (production, the cluster); otherwise lines are
 * pretty-printed for a terminal, as Payload's default logger does. The custom server and Next's
 * bundles are separate module graphs in one process: they share logger and context through
 * globalThis.
 */
export type RequestContext = { requestId: string }

type Ops = { context: AsyncLocalStorage<RequestContext>; logger: Logger }
const KEY = Symbol.for('festival-site.ops.logger')
type Store = typeof globalThis & { [KEY]?: Ops }

function ops(): Ops {
  const store = globalThis as Store
  const existing = store[KEY]
  if (existing) return existing
  const context = new AsyncLocalStorage<RequestContext>()
  const { LOG_FORMAT, LOG_LEVEL, DISABLE_LOGGING, SERVER_NAME } = processSettings()
  const json = LOG_FORMAT === 'json'
  const options = {
    name: 'payload',
    level: LOG_LEVEL,
    enabled: !DISABLE_LOGGING,
    base: SERVER_NAME ? { server: SERVER_NAME } : {},
    mixin: () => {
      const current = context.getStore()
      return current ? { reqId: current.requestId } : {}
    },
  }
  const logger = json ? pino(options) : pino(options, build({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', singleLine: true }))
  return (store[KEY] = { context, logger })
}

export function logger(): Logger {
  return ops().logger
}

/** Runs `handle` with `requestId` as the request context of everything it logs. */
export function withRequestContext<T>(requestId: string, handle: () => T): T {
  return ops().context.run({ requestId }, handle)
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return ops().context.getStore()?.requestId
}
