/// <reference lib="webworker" />
/**
 * The service worker at the site's root (SPEC §7, issue 27), built by `scripts/build.mjs` after
 * `next build` with the build's precache list. Serwist does the caching; what is ours is which
 * request goes where (`../domain/requests.ts`) and the programme kept on the device, from which the
 * programme's and the favourites' calls are answered offline (`offlineProgramme.ts`).
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  Serwist,
  type SerwistPlugin,
} from 'serwist'

import {
  isStale,
  offlineCalendarDays,
  offlineEvents,
  offlineFavouriteEvents,
  type StoredProgramme,
} from '@/features/programme/domain/offlineProgramme'
import type { EventListItem } from '@/features/programme/domain/listItems'
import { isLowBandwidth } from '@/lib/browser/capabilities'
import { isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { read } from '@/api/client'

import { copyTimingHeader, KEEP_OFFLINE, OFFLINE_ANSWER } from '../domain/copyMark'
import {
  CACHE_NAMES,
  CALL_TIMEOUT_SECONDS,
  isProgrammePage,
  localeOfPath,
  mayKeep,
  offlineLocale,
  PAGE_TIMEOUT_SECONDS,
  PROGRAMME_MAX_AGE_MS,
  PROGRAMME_MAX_PAGES,
  PROGRAMME_ON_OPEN_MS,
  PROGRAMME_PAGE_SIZE,
  requestKind,
} from '../domain/requests'
import { prop } from '@/lib/types/guards'

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined }
/** The build's id and the frame's hashed files (code and styles), defined by scripts/build-sw.ts. */
declare const __FESTIVAL_BUILD: string
declare const __FESTIVAL_FRAME: string[]

const DAY = 24 * 60 * 60

/** Only whole pages for everyone are kept (never `no-store` or `private` answers). */
const publicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response.status, response.headers.get('cache-control')) ? response : null),
}

/** A page answered from the device says so, with its copy's date (see copyMark.ts). */
const markCopy: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse
    const headers = new Headers(cachedResponse.headers)
    headers.append('server-timing', copyTimingHeader(cachedResponse.headers.get('date')))
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers })
  },
}

// ---- The programme kept on the device -------------------------------------------------------

const programmeKey = (locale: Locale) => `/__offline/programme/${locale}`
/** When the kept programme was fetched, apart, so a navigation need not read the whole programme to know. */
const fetchedKey = (locale: Locale) => `/__offline/programme/${locale}/fetched`

async function storedProgramme(locale: Locale): Promise<StoredProgramme | null> {
  const cache = await caches.open(CACHE_NAMES.programme)
  const response = await cache.match(programmeKey(locale))
  if (!response) return null
  try {
    return (await response.json()) as StoredProgramme
  } catch {
    return null
  }
}

async function fetchedAt(locale: Locale): Promise<{ fetched_at: string } | null> {
  const response = await (await caches.open(CACHE_NAMES.programme)).match(fetchedKey(locale))
  return response ? { fetched_at: await response.text() } : null
}

const refreshing = new Map<Locale, Promise<void>>()

/**
 * Fetches the whole programme of a language (every upcoming performance's list data, page by page
 * through the list call a proxy caches) when the kept copy is older than `maxAgeMs`; never on 2g or
 * with save-data (SPEC §9), never twice at once.
 */
function refreshProgramme(locale: Locale, maxAgeMs: number): Promise<void> {
  const running = refreshing.get(locale)
  if (running) return running
  const work = (async () => {
    if (isLowBandwidth(self.navigator)) return
    if (!isStale(await fetchedAt(locale), new Date(), maxAgeMs)) return
    const results: EventListItem[] = []
    for (let page = 1; page <= PROGRAMME_MAX_PAGES; page++) {
      const body = await read('events', {
        path: { locale },
        query: { page_size: PROGRAMME_PAGE_SIZE, page },
      })
      results.push(...body.results)
      if (!body.next) break
    }
    const stored: StoredProgramme = { locale, fetched_at: new Date().toISOString(), results }
    const cache = await caches.open(CACHE_NAMES.programme)
    await cache.put(programmeKey(locale), new Response(JSON.stringify(stored), { headers: { 'content-type': 'application/json' } }))
    await cache.put(fetchedKey(locale), new Response(stored.fetched_at))
  })()
    .catch(() => undefined)
    .finally(() => refreshing.delete(locale))
  refreshing.set(locale, work)
  return work
}

/**
 * Answers a programme call from the kept programme when the network fails: the programme of the
 * call's language, or for a call without one (the calendar's days, the same in both) of the
 * page's, else of the other language kept.
 */
function answerFromProgramme(answer: (stored: StoredProgramme, url: URL) => object | null): SerwistPlugin {
  return {
    handlerDidError: async ({ request, event }) => {
      const url = new URL(request.url)
      const own = localeOfPath(url.pathname)
      const page = offlineLocale(url, request.referrer)
      const candidates = own ? [own] : [page, ...LOCALES.filter((locale) => locale !== page)]
      let stored: StoredProgramme | null = null
      for (const locale of candidates) stored ??= await storedProgramme(locale)
      const body = stored ? answer(stored, url) : null
      if (!stored || !body) return undefined
      // The page says 'offline, as of …' for an answer from the device, slow network or none.
      const client = event instanceof FetchEvent && event.clientId ? await self.clients.get(event.clientId) : undefined
      client?.postMessage({ type: OFFLINE_ANSWER, as_of: stored.fetched_at })
      return Response.json(body, { headers: { 'cache-control': 'no-store' } })
    },
  }
}

// ---- The routes ----------------------------------------------------------------------------

/** A request's kind, worked out once: every route's matcher asks for it until one matches. */
const kinds = new WeakMap<Request, ReturnType<typeof requestKind>>()
function kindOf(url: URL, request: Request): ReturnType<typeof requestKind> {
  if (!kinds.has(request)) kinds.set(request, requestKind(url, request.mode === 'navigate'))
  return kinds.get(request) ?? null
}

const kindIs =
  (kind: ReturnType<typeof requestKind>) =>
  ({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }) =>
    sameOrigin && kindOf(url, request) === kind

const offlinePage = (locale: Locale) => routePath(locale, 'offline')

/** Public pages: network first, then the copy; only whole pages for everyone are kept. */
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }), markCopy],
})

/**
 * The build's hashed code and styles, kept across builds (a page kept from the last build still
 * finds its code after a deploy) and dropped by age and count, never by a new build.
 */
const statics = new CacheFirst({
  cacheName: CACHE_NAMES.static,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
})

const serwist = new Serwist({
  // The offline pages of this build; the frame's files go to the static cache when it installs.
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build waits until the visitor was told and navigates (OfflineRuntime), never mid-checkout.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    { matcher: kindIs('page'), handler: pages },
    { matcher: kindIs('other-page'), handler: new NetworkOnly() },
    { matcher: kindIs('static'), handler: statics },
    {
      matcher: kindIs('image'),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.images,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: kindIs('ticket-qr'),
      handler: new CacheFirst({ cacheName: CACHE_NAMES.tickets, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
    },
    {
      matcher: kindIs('events'),
      handler: new NetworkOnly({
        networkTimeoutSeconds: CALL_TIMEOUT_SECONDS,
        plugins: [answerFromProgramme((stored, url) => offlineEvents(stored, url, new Date()))],
      }),
    },
    {
      matcher: kindIs('calendar'),
      handler: new NetworkOnly({
        networkTimeoutSeconds: CALL_TIMEOUT_SECONDS,
        plugins: [answerFromProgramme((stored, url) => offlineCalendarDays(stored, url, new Date()))],
      }),
    },
    {
      matcher: kindIs('favourite-events'),
      handler: new NetworkOnly({
        networkTimeoutSeconds: CALL_TIMEOUT_SECONDS,
        plugins: [answerFromProgramme((stored, url) => offlineFavouriteEvents(stored, url, new Date()))],
      }),
    },
    {
      matcher: kindIs('list-call'),
      handler: new NetworkFirst({
        cacheName: CACHE_NAMES.calls,
        networkTimeoutSeconds: CALL_TIMEOUT_SECONDS,
        plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * DAY })],
      }),
    },
  ],
  fallbacks: {
    entries: LOCALES.map((locale) => ({
      url: offlinePage(locale),
      matcher: ({ request }: { request: Request }) =>
        request.destination === 'document' && offlineLocale(new URL(request.url), request.referrer) === locale,
    })),
  },
})

// Opening a page keeps the programme of its language current in the background: at most hourly,
// and when the visitor opens the programme itself, once its copy is five minutes old.
self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.mode !== 'navigate' || request.method !== 'GET') return
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  if (url.origin !== self.location.origin || !locale) return
  event.waitUntil(refreshProgramme(locale, isProgrammePage(url) ? PROGRAMME_ON_OPEN_MS : PROGRAMME_MAX_AGE_MS))
})

// Installing a build keeps its frame's files (through the static strategy, so they age like the others).
self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(__FESTIVAL_FRAME.map((url) => statics.handle({ event, request: new Request(url) }))))
})

const keptPagesKey = (locale: Locale) => `/__offline/pages/${locale}`

/**
 * The pages of a language that open offline without having been opened online ('My tickets', the
 * favourites, the programme), through the page strategy (never a `no-store` or `private` answer),
 * fetched again once per build so that they name this build's code.
 */
async function keepOfflinePages(locale: Locale, event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.programme)
  const kept = await cache.match(keptPagesKey(locale))
  if (kept && (await kept.text()) === __FESTIVAL_BUILD) return
  await Promise.all(
    (['my-tickets', 'favourites', 'events'] as const).map((route) =>
      pages.handle({ event, request: new Request(routePath(locale, route)) }),
    ),
  )
  await cache.put(keptPagesKey(locale), new Response(__FESTIVAL_BUILD))
}

// A page that has loaded asks the worker controlling it to keep its language's offline pages and
// programme (OfflineRuntime); the work never holds up an activation or a navigation.
self.addEventListener('message', (event) => {
  const locale = prop(event.data, 'locale')
  if (prop(event.data, 'type') !== KEEP_OFFLINE || !isLocale(locale)) return
  event.waitUntil(Promise.all([keepOfflinePages(locale, event).catch(() => undefined), refreshProgramme(locale, PROGRAMME_MAX_AGE_MS)]))
})

serwist.addEventListeners()
