import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { s3Storage } from '@payloadcms/storage-s3'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { mayRunJobs } from '@/lib/db/lock'
import { env } from '@/lib/env'
import { s3ClientConfig } from '@/lib/ops/connections'
import { logger } from '@/lib/ops/logger'
import { mailTransport } from '@/lib/mail/transport'
import { PAYLOAD_VALIDATION_MESSAGES } from '@/i18n/rules'
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '@/i18n/locales'

import { EditingSessions } from './collections/EditingSessions'
import { Containers } from './collections/Containers'
import { Customers } from './collections/Customers'
import { Events } from './collections/Events'
import { EventTeasers } from './collections/EventTeasers'
import { Forms } from './collections/Forms'
import { Redirects } from './collections/Redirects'
import { BreakingNews } from './collections/BreakingNews'
import { TempFiles } from './collections/TempFiles'
import { FormEntries } from './collections/FormEntries'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Articles } from './collections/Articles'
import { Venues } from './collections/Venues'
import { Series } from './collections/Series'
import { People } from './collections/People'
import { Productions } from './collections/Productions'
import {
  ArticleCategories,
  ArticleTags,
  EventTags,
  ExhibitionTypes,
  Genres,
  ProductionTags,
  Rooms,
  Seasons,
} from './collections/taxonomies'
import { cancelOverdueOrdersTask } from './jobs/cancelOverdueOrders'
import { purgePersonalDataTask } from './jobs/purgePersonalData'
import { Tickets } from './collections/ticketing/Tickets'
import { VoucherMovements, Vouchers } from './collections/ticketing/Vouchers'
import { CreditMovements, Refunds } from './collections/ticketing/Refunds'
import { Orders } from './collections/ticketing/Orders'
import { SaleLimits } from './collections/ticketing/SaleLimits'
import { QueuePlaces } from './collections/queue/QueuePlaces'
import { QueueStates } from './collections/queue/QueueStates'
import { SaleOpenings } from './collections/queue/SaleOpenings'
import { Reservations } from './collections/ticketing/Reservations'
import { WaitingList } from './collections/ticketing/WaitingList'
import { Carts } from './collections/ticketing/Carts'
import { Timeslots } from './collections/ticketing/Timeslots'
import { Prices } from './collections/ticketing/Prices'
import { SeatGroups } from './collections/ticketing/SeatGroups'
import { CartRequests } from './collections/CartRequests'
import { RateLimits } from './collections/RateLimits'
import { Users } from './collections/Users'
import { DesignSettings, Navigation, OpeningHours, SiteSettings } from './globals'
import { lockDownInternals } from './access/internals'
import { richTextEditor } from './fields/richText'
import { revalidatesSite, revalidatesSiteGlobal } from './hooks/revalidate'
import { waitingListFollows } from '@/features/booking/server/waitingList/hooks'
import { queueFollows } from '@/features/queue/server/hooks'
import { indexedForSearch } from '@/features/search/server/indexer'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * One schema, two adapters: SQLite (embedded default) and PostgreSQL (production), each with its
 * own committed migrations. Schema push is off everywhere: the schema only changes by migration.
 * Only the adapter in use is loaded (each takes seconds to load, the SQLite one with its tools).
 */
async function database(): Promise<DatabaseAdapterObj> {
  const { DATABASE_URL, DATABASE_POOL_MAX, databaseKind } = env()
  if (databaseKind === 'postgres') {
    const { postgresAdapter } = await import('@payloadcms/db-postgres')
    return postgresAdapter({
      pool: {
        connectionString: DATABASE_URL,
        max: DATABASE_POOL_MAX,
        // Several app servers (issue 28): a server that dies or loses its network in the middle of
        // a transaction must not keep its locks (a performance's reservations take turns under
        // one) until TCP notices, hours later. PostgreSQL ends such a transaction after 10 s idle
        // and stops waiting for a client that is gone within 2 s (PostgreSQL 14 and later).
        options: '-c idle_in_transaction_session_timeout=10000 -c client_connection_check_interval=2000',
      },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
    })
  }
  const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
  return sqliteAdapter({
    client: { url: DATABASE_URL },
    push: false,
    busyTimeout: 5000,
    // WAL with synchronous NORMAL: never corrupt, and nothing committed is lost when the server
    // process dies (kill -9); only an OS crash or power cut may lose the last commits. FULL would
    // fsync every write, which caps reservations at about a hundred a second (decision 017).
    wal: { synchronous: 'NORMAL' },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
  })
}

/**
 * Uploads in object storage when S3_BUCKET is set (several app servers, issue 28), else on the local
 * disk (MEDIA_DIR, UPLOADS_DIR). The plugin's `prefix` column exists either way, so one schema and
 * one set of migrations serve both. Files are still served through Payload's routes with its access
 * rules (form files to staff only), never from a public bucket address.
 */
function objectStorage() {
  const settings = env()
  const { S3_BUCKET } = settings
  return s3Storage({
    enabled: Boolean(S3_BUCKET),
    alwaysInsertFields: true,
    bucket: S3_BUCKET ?? 'unused',
    collections: { media: true, 'temp-files': true },
    config: s3ClientConfig(settings),
  })
}

/** The config, with Payload's own system collections and internal fields closed to outsiders (access/internals). */
export default buildConfig({
  secret: env().PAYLOAD_SECRET,
  // Without SERVER_URL, upload URLs stay relative (/cms-api/media/...), right on any host and port.
  ...(env().SERVER_URL ? { serverURL: env().SERVER_URL } : {}),
  // Payload's own REST API lives at /cms-api so that /api/... is exactly SPEC §7's contract.
  routes: { api: '/cms-api', admin: '/admin' },
  // Cross-origin reads and cookie-authenticated calls only from the site's own public URL (with
  // SERVER_URL unset there is none); every write to /cms-api also passes the same-origin check of
  // features/security/server/cmsApiGuard.ts.
  cors: env().SERVER_URL ? [new URL(env().SERVER_URL ?? '').origin] : [],
  csrf: env().SERVER_URL ? [new URL(env().SERVER_URL ?? '').origin] : [],
  graphQL: { disable: true },
  telemetry: false,
  // One logger per process, shared with scripts/serve.ts: its lines carry the request id (issue 28).
  logger: logger(),
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Festival', robots: 'noindex, nofollow' },
    // Payload's own avatar: Gravatar's would be fetched from another host, which the page policy
    // (and a box office's network) refuses, and would tell Gravatar who works here.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    // The box office's own screen: performances' counts, orders found, cancelled and checked in.
    components: {
      afterNavLinks: ['/features/boxoffice/ui/BoxOfficeNavLink#BoxOfficeNavLink', '/features/privacy/ui/PrivacyNavLink#PrivacyNavLink'],
      views: {
        boxOffice: { Component: '/features/boxoffice/ui/BoxOfficeView#BoxOfficeView', path: '/box-office' },
        privacyRequests: { Component: '/features/privacy/ui/PrivacyRequestsView#PrivacyRequestsView', path: '/privacy-requests' },
      },
    },
  },
  // Payload's field messages in our wording (one wording per message in both languages).
  i18n: {
    supportedLanguages: { de, en },
    fallbackLanguage: 'de',
    translations: { de: { validation: PAYLOAD_VALIDATION_MESSAGES.de }, en: { validation: PAYLOAD_VALIDATION_MESSAGES.en } },
  },
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LANGUAGE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: richTextEditor,
  // Content visitors see re-renders the static public pages when it changes (revalidatesSite);
  // what the site search finds follows each save of a searchable collection (indexedForSearch,
  // inside revalidatesSite so the index is written before the cached answers expire).
  collections: [
    revalidatesSite(indexedForSearch(Pages)),
    revalidatesSite(Containers),
    revalidatesSite(Media),
    revalidatesSite(indexedForSearch(Events)),
    revalidatesSite(EventTeasers),
    revalidatesSite(indexedForSearch(Productions)),
    revalidatesSite(indexedForSearch(People)),
    revalidatesSite(indexedForSearch(Series)),
    revalidatesSite(indexedForSearch(Venues)),
    revalidatesSite(Rooms),
    revalidatesSite(indexedForSearch(Articles)),
    revalidatesSite(ArticleCategories),
    revalidatesSite(ArticleTags),
    revalidatesSite(Genres),
    revalidatesSite(ExhibitionTypes),
    revalidatesSite(EventTags),
    revalidatesSite(Seasons),
    revalidatesSite(ProductionTags),
    revalidatesSite(indexedForSearch(Forms)),
    FormEntries,
    TempFiles,
    revalidatesSite(BreakingNews),
    revalidatesSite(Redirects),
    revalidatesSite(SeatGroups),
    revalidatesSite(Prices),
    revalidatesSite(Timeslots),
    Carts,
    Reservations,
    waitingListFollows(WaitingList),
    SaleLimits,
    revalidatesSite(queueFollows(SaleOpenings)),
    QueuePlaces,
    QueueStates,
    Orders,
    Tickets,
    Vouchers,
    VoucherMovements,
    Refunds,
    CreditMovements,
    Users,
    Customers,
    RateLimits,
    CartRequests,
    EditingSessions,
  ],
  globals: [OpeningHours, Navigation, SiteSettings, DesignSettings].map(revalidatesSiteGlobal),
  db: await database(),
  // Scheduled publishing (pages: versions.drafts.schedulePublish) queues a job for its time; the
  // production server runs due jobs every minute. Administrators see the queue in the back
  // office, an overdue job (waitUntil past, not completed) included.
  jobs: {
    tasks: [cancelOverdueOrdersTask, purgePersonalDataTask],
    // Several servers may run the queue (RUN_JOBS); on each tick only the holder of its lease queues
    // the scheduled tasks' next jobs and runs what is due (issue 28). Payload would queue schedules
    // on every server's tick before asking shouldAutoRun, and two servers checking at the same
    // second would each queue the next slot's job.
    autoRun: () => (env().RUN_JOBS ? [{ cron: env().JOBS_CRON, limit: 20, queue: 'default', disableScheduling: true }] : []),
    shouldAutoRun: async (payload) => {
      if (!(await mayRunJobs())) return false
      await payload.jobs.handleSchedules({ queue: 'default' })
      return true
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      labels: { singular: { de: 'Geplante Aufgabe', en: 'Scheduled job' }, plural: { de: 'Geplante Aufgaben', en: 'Scheduled jobs' } },
      admin: {
        ...defaultJobsCollection.admin,
        hidden: false,
        group: { de: 'Website', en: 'Website' },
        defaultColumns: ['taskSlug', 'waitUntil', 'processing', 'completedAt', 'hasError'],
      },
    }),
  },
  // One mail module (lib/mail): SMTP when SMTP_URL is set, else .eml files in MAIL_DIR.
  email: nodemailerAdapter({
    defaultFromAddress: env().MAIL_FROM_ADDRESS,
    defaultFromName: env().MAIL_FROM_NAME,
    transport: mailTransport(),
    skipVerify: true,
  }),
  plugins: [objectStorage()],
  sharp,
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts'), autoGenerate: false },
}).then(lockDownInternals)
