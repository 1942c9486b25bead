import { AsyncLocalStorage } from 'node:async_hooks'
import { processSlot } from '@/lib/process/slot'

import { type Logger, pino, stdSerializers } from 'pino'
import { build } from 'pino-pretty'

import { type ProcessSettings, processSettings } from '@/lib/env'
import { escapeLogText } from '@/lib/text/controlCharacters'

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

const MAX_DEPTH = 6

/**
 * What a log line may carry of a value: every string with its control, line-separator and
 * text-direction characters escaped (a visitor's path, report or form field can never start a
 * forged line or reverse what follows), an error as pino serialises it with the same escaping (its
 * stack keeps its line breaks, which are ours), deeper than MAX_DEPTH or circular left out.
 */
function forLog(value: unknown, key = '', depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return escapeLogText(value, key === 'stack')
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value
  if (depth >= MAX_DEPTH || seen.has(value)) return '[…]'
  seen.add(value)
  if (value instanceof Error) return forLog({ ...stdSerializers.err(value) }, key, depth, seen)
  if (Array.isArray(value)) return value.map((item) => forLog(item, '', depth + 1, seen))
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, forLog(item, name, depth + 1, seen)]))
}

type Ops = { context: AsyncLocalStorage<RequestContext>; logger: Logger }
const OPS = processSlot<Ops>('festival-site.ops.logger')

type LoggerSettings = Pick<ProcessSettings, 'LOG_FORMAT' | 'LOG_LEVEL' | 'DISABLE_LOGGING' | 'SERVER_NAME'>

/** A logger of these settings writing to `destination` (standard output by default), every line through forLog. */
export function buildLogger(
  settings: LoggerSettings,
  context: AsyncLocalStorage<RequestContext>,
  destination?: NodeJS.WritableStream,
): Logger {
  const options = {
    name: 'payload',
    level: settings.LOG_LEVEL,
    enabled: !settings.DISABLE_LOGGING,
    base: settings.SERVER_NAME ? { server: settings.SERVER_NAME } : {},
    mixin: () => {
      const current = context.getStore()
      return current ? { reqId: current.requestId } : {}
    },
    // The one place every log line passes: Payload's lines, ours and the request log alike.
    hooks: {
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args
        // An error alone: pino would take its message raw as the line's message.
        const safe = first instanceof Error ? [{ err: first }, ...(rest.length > 0 ? rest : [first.message])] : args
        method.apply(
          this,
          safe.map((arg) => forLog(arg)),
        )
      },
    },
    serializers: { err: (value: unknown) => forLog(value, 'err') },
  }
  if (settings.LOG_FORMAT === 'json') return destination ? pino(options, destination) : pino(options)
  return pino(
    options,
    build({
      colorize: !destination,
      ignore: 'pid,hostname',
      translateTime: 'SYS:HH:MM:ss',
      singleLine: true,
      ...(destination ? { destination } : {}),
    }),
  )
}

function ops(): Ops {
  const existing = OPS.get()
  if (existing) return existing
  const context = new AsyncLocalStorage<RequestContext>()
  const made = { context, logger: buildLogger(processSettings(), context) }
  OPS.set(made)
  return made
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
