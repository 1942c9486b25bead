import { z } from 'zod'

/**
 * The one place that reads process.env for the server. Parsed once, on first use.
 * DATABASE_URL decides the adapter: a postgres:// URL selects PostgreSQL, anything else
 * (or nothing) the embedded SQLite file under data/.
 */
const schema = z.object({
  DATABASE_URL: z.string().min(1).default('file:./data/festival.db'),
  PAYLOAD_SECRET: z.string().min(16).default('festival-site-local-development-secret'),
  /** The public origin, for absolute links in e-mails and the admin. Unset: media and links stay relative. */
  SERVER_URL: z.url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The port the server listens on; links in messages name it when SERVER_URL is unset (development, the demo). */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Which ticketing provider sells (features/booking/providers): today only our own. */
  TICKETING_PROVIDER: z.enum(['builtin']).default('builtin'),
  /** Outgoing mail (lib/mail): an SMTP URL (smtp://user:pass@host:587, smtps://...). Unset: messages are written to MAIL_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'smtp:// or smtps://')
    .optional(),
  /** Where messages go without SMTP_URL: one .eml file per message, so the demo works offline. */
  MAIL_DIR: z.string().min(1).default('data/mail'),
  /** The sender of every message the site sends. */
  MAIL_FROM_ADDRESS: z.email().default('tickets@festival.example'),
  MAIL_FROM_NAME: z.string().min(1).default('Festival'),
  /**
   * Addresses or CIDR ranges (comma-separated) of the proxies in front of the app servers whose
   * X-Forwarded-For is believed; read by scripts/serve.ts (features/security/domain/clientAddress.ts).
   * Empty (the default): the client address is the socket's.
   */
  TRUSTED_PROXIES: z.string().default(''),
  /**
   * How many leading bits of an IPv6 address make one client for rate limits and the fair-sale caps
   * (features/security/domain/clientAddress.ts): 64 by default, the network one household or phone
   * is given; an IPv4 address is always one client.
   */
  IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
  // The long-running server runs Payload's job queue (scheduled publishing); scripts/serve.ts sets it.
  RUN_JOBS: z.stringbool().default(false),
  /**
   * How often a server that runs the job queue looks for due jobs (cron, five fields, or six with
   * seconds first): every minute by default; the cluster test looks every few seconds.
   */
  JOBS_CRON: z
    .string()
    .regex(/^\S+(\s+\S+){4,5}$/, 'a cron expression')
    .default('* * * * *'),
  /** Where uploaded media files are kept (relative to the working directory, or absolute). */
  MEDIA_DIR: z.string().min(1).default('media'),
  /** Where files uploaded with forms are kept until an entry claims them (a `temp-files` folder inside). */
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  /** PostgreSQL connections per app server. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'redis:// or rediss://')
    .optional(),
  /**
   * Several app servers: uploads (media, form files) in this S3 bucket instead of MEDIA_DIR and
   * UPLOADS_DIR. With S3_ENDPOINT any S3-compatible store (path-style addresses); without it, AWS.
   */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
})

/**
 * Settings of the server process itself (issue 28), read by modules that run before or beside the
 * app's own settings: the custom server, the cache handler Next loads, the logger Payload is given.
 * Reading them requires no secret.
 */
const processSchema = z.object({
  /** json: one JSON object per log line (production, the cluster); pretty: for a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('pretty'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Payload's own switch: no log lines at all. */
  DISABLE_LOGGING: z.stringbool().default(false),
  /** This server's name in log lines, metrics and error reports (a, b, ... in the cluster). */
  SERVER_NAME: z.string().min(1).optional(),
  /**
   * Several app servers: the Redis that shares Next's page and data cache and its tags
   * (src/lib/cache/sharedCacheHandler.ts). Unset: each server keeps its own cache, as one server needs.
   */
  REDIS_URL: schema.shape.REDIS_URL,
  /** Errors to an error-tracking service (Sentry's protocol; src/lib/ops/errors.ts). Unset: they are only logged. */
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
  /** Set by Next: the build phase. (Its runtime switch, NEXT_RUNTIME, is read in instrumentation.ts only, where Next replaces it while bundling.) */
  NEXT_PHASE: z.string().optional(),
})

export type ProcessSettings = z.infer<typeof processSchema>
let processParsed: ProcessSettings | undefined

export function processSettings(): ProcessSettings {
  if (processParsed) return processParsed
  const result = processSchema.safeParse(process.env)
  if (!result.success) throw new Error(`Invalid environment: ${z.prettifyError(result.error)}`)
  processParsed = result.data
  return processParsed
}

export type Env = z.infer<typeof schema> & {
  databaseKind: 'sqlite' | 'postgres'
  /** Cookies carry `Secure`: in production with a real secret (the demo serves plain http on localhost). */
  secureCookies: boolean
}

let parsed: Env | undefined

export function env(): Env {
  if (parsed) return parsed
  const result = schema.safeParse(process.env)
  if (!result.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(result.error)}`)
  }
  const usesDemoSecret = result.data.PAYLOAD_SECRET === schema.shape.PAYLOAD_SECRET.parse(undefined)
  const serving = result.data.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build'
  if (serving && usesDemoSecret && process.env.FESTIVAL_ALLOW_DEMO_SECRET !== '1') {
    // The demo secret is fine for the demo set-up (`npm start` and the browser tests set
    // FESTIVAL_ALLOW_DEMO_SECRET), never for a real deployment.
    throw new Error('PAYLOAD_SECRET must be set in production')
  }
  if (serving && !result.data.SERVER_URL && process.env.FESTIVAL_ALLOW_DEMO_SECRET !== '1') {
    // Links in e-mails (order confirmations, password resets) name the public origin; it is never
    // taken from a request's headers.
    throw new Error('SERVER_URL must be set in production')
  }
  parsed = {
    ...result.data,
    databaseKind: /^postgres(ql)?:\/\//.test(result.data.DATABASE_URL) ? 'postgres' : 'sqlite',
    secureCookies: result.data.NODE_ENV === 'production' && !usesDemoSecret,
  }
  return parsed
}
