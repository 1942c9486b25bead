import 'server-only'

import { createTranslator } from 'use-intl/core'
import { z } from 'zod'

import { moduleBlocks } from '@/cms/blocks'
import { CONTAINER_OWNER_TYPES } from '@/cms/collections/Containers'
import { MAX_TICKETS_PER_CALL } from '@/features/booking/domain/cart'
import { JET_ID_PATTERN } from '@/features/booking/domain/eventTickets'
import { ACCESS_KEY_PATTERN, normaliseTicketCode, ORDER_NUMBER_PATTERN } from '@/features/booking/domain/order'
import { MAX_TICKETS_PER_PRICE } from '@/features/booking/domain/selection'
import { VOUCHER_MAX_QUANTITY } from '@/features/booking/domain/voucher'
import { slugOfPathName } from '@/features/editor/domain/moduleTypes'
import { HONEYPOT } from '@/features/forms/domain/entry'
import { parseArticleFilters } from '@/features/magazine/domain/filters'
import { MAX_FAVOURITES, parseFavouriteIds } from '@/features/programme/domain/favourites'
import { parseFilters } from '@/features/programme/domain/filters'
import { parseProductionFilters } from '@/features/programme/domain/productionFilters'
import { ARTICLES_PAGE_SIZE, MAX_ARTICLES_PAGE_SIZE } from '@/features/magazine/server/magazine'
import { EVENTS_PAGE_SIZE, MAX_PAGE_SIZE } from '@/features/programme/server/programme'
import { MAX_QUERY_LENGTH } from '@/features/search/domain/query'
import { MAX_SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@/features/search/server/search'
import type { DocRef } from '@/features/editor/server/documents'
import { SHOP_PATHS, shopEventPath, shopSubscriptionPath, waitingListEntryPath, waitingListJoinPath } from '@/lib/routing/shopPaths'
import { WAITLIST_TOKEN_PATTERN } from '@/features/booking/domain/waitingList'
import search from '@/i18n/messages/search.json'
import { isLocale, type Locale } from '@/i18n/locales'
import { perLocale } from '@/i18n/perLocale'
import { routePath } from '@/i18n/routes'
import { parsePaging } from '@/lib/http/paging'
import { parseId } from '@/lib/routing/ids'
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_MESSAGE_MAX, DIGEST_PATTERN } from '@/lib/ops/clientErrors'
import { hasControlCharacter } from '@/lib/text/controlCharacters'

import type { CallName } from './calls'

/**
 * The inputs of the contract's calls (issue 25, decision 024): for each entry of `./contract.ts`
 * that takes any, the zod schemas of its path parameters (a mismatch answers 404), its query (read
 * from the URL's search parameters) and its body (JSON, or a posted form's fields), checked by the
 * one wrapper before a handler runs. Server-only, so the browser's bundle carries no zod.
 */
export type InputSpec = {
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  /** `multipart`: the handler reads the upload itself (its checks are of files, not fields). */
  readonly body?: z.ZodType | 'multipart'
  readonly maxBody?: number
  /** The 400 answer where it is not the wrapper's `{error, fields}` (its client expects keys). */
  readonly invalid?: (issues: readonly z.core.$ZodIssue[], locale: Locale) => Response
  /** A posted form's page to return to with its outcome (`result=limited`, `result=invalid`). */
  readonly back?: (url: URL, fields: Record<string, string>) => string
  /** The problem key a posted form's page shows for an invalid input. */
  readonly problemKey?: (issues: readonly z.core.$ZodIssue[]) => string
}

/** A query read as an object (a repeated key keeps its last value). */
function fromQuery<S extends z.ZodType>(schema: S) {
  return z.preprocess((params) => (params instanceof URLSearchParams ? Object.fromEntries(params) : params), schema)
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string }

/** A query read by one of the domain's own parsers (the programme's filters and the like). */
function parsedQuery<T>(parse: (params: URLSearchParams) => Parsed<T>) {
  return z.instanceof(URLSearchParams).transform((params, context): T => {
    const result = parse(params)
    if (result.ok) return result.value
    context.issues.push({ code: 'custom', message: result.problem, input: params.toString() })
    return z.NEVER
  })
}

function withPaging<T>(
  parse: (params: URLSearchParams) => { ok: true; filters: T } | { ok: false; problem: string },
  pageSize: number,
  maxPageSize: number,
) {
  return parsedQuery((params) => {
    const parsed = parse(params)
    if (!parsed.ok) return parsed
    const paging = parsePaging(params, pageSize, maxPageSize)
    if (!paging) return { ok: false, problem: `page, page_size: whole numbers (page_size at most ${maxPageSize})` }
    return { ok: true, value: { filters: parsed.filters, ...paging } }
  })
}

const filtersOnly = <T>(parse: (params: URLSearchParams) => { ok: true; filters: T } | { ok: false; problem: string }) =>
  parsedQuery((params) => {
    const parsed = parse(params)
    return parsed.ok ? { ok: true, value: parsed.filters } : parsed
  })

/** A path segment read by one of the domain's readers (an id, a ticket code): null refuses it with `message`. */
function readBy<T>(read: (raw: string) => T | null, message: string) {
  return z.string().transform((raw, context): T => {
    const value = read(raw)
    if (value !== null) return value
    context.issues.push({ code: 'custom', message, input: raw })
    return z.NEVER
  })
}

const positiveId = z.number().int().positive().max(2_147_483_647)
const idParam = z.object({ id: readBy(parseId, 'not an id') })

// --- Programme -------------------------------------------------------------------------------

/** `ids=1,2,3`: whole positive numbers, at most MAX_FAVOURITES, sorted and without repeats. */
const favouriteIds = parsedQuery<number[]>((params) => {
  const ids = parseFavouriteIds(params.get('ids') ?? '')
  return ids ? { ok: true, value: ids } : { ok: false, problem: `ids: comma-separated event ids, at most ${MAX_FAVOURITES}` }
})

const favouritesChange = z.object({
  add: z.array(z.number().int().positive()).max(MAX_FAVOURITES).default([]),
  remove: z.array(z.number().int().positive()).max(MAX_FAVOURITES).default([]),
})

// --- Forms -----------------------------------------------------------------------------------

const formEntry = z.object({
  form: z.number().int().positive(),
  field_values: z.record(z.string().max(64), z.union([z.string().max(10_000), z.boolean(), z.array(z.string().max(300)).max(50)])),
  [HONEYPOT]: z.string().max(500).optional(),
})

// --- Search ----------------------------------------------------------------------------------

type SearchProblem = 'queryTooLong' | 'queryRequired' | 'badPage'

/** The `query` parameter, trimmed; blank only where allowed. Problems are keys of the search texts. */
function searchQuery(blankAllowed: boolean, paged: boolean) {
  return parsedQuery<{ query: string; page: number; pageSize: number }>((params) => {
    const query = (params.get('query') ?? '').replace(/\s+/g, ' ').trim()
    const problem = (key: SearchProblem) => ({ ok: false as const, problem: key })
    if (query.length > MAX_QUERY_LENGTH) return problem('queryTooLong')
    if (!query && !blankAllowed) return problem('queryRequired')
    const paging = paged ? parsePaging(params, SEARCH_PAGE_SIZE, MAX_SEARCH_PAGE_SIZE) : { page: 1, pageSize: SEARCH_PAGE_SIZE }
    return paging ? { ok: true, value: { query, ...paging } } : problem('badPage')
  })
}

const searchTranslator = perLocale((locale) => createTranslator({ locale, messages: { search: search[locale] }, namespace: 'search' }))

/** Search refusals in the searcher's language (`{ error }`, as the search page shows it). */
function searchRefusal(issues: readonly z.core.$ZodIssue[], locale: Locale): Response {
  const problem = issues[0]?.message
  const key: SearchProblem = problem === 'queryTooLong' || problem === 'badPage' ? problem : 'queryRequired'
  return Response.json({ error: searchTranslator(locale)(key, { max: MAX_QUERY_LENGTH }) }, { status: 400 })
}

// --- Account ---------------------------------------------------------------------------------

const name = z.string().trim().min(1, 'required').max(100, 'tooLong')
/** An e-mail address as every call reads it: trimmed, lower case, at most 254 characters. */
export const email = z.string().trim().toLowerCase().max(254, 'tooLong').pipe(z.email('invalidEmail'))
const preferredLocale = z.string().refine(isLocale, 'required')
const password = z.string().max(1024)
const resetToken = /^[A-Za-z0-9]{16,128}$/

/** Field errors of a failed parse as the web shop's error keys (`required`, `tooLong`, `invalidEmail`). */
function accountFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= ['required', 'tooLong', 'invalidEmail'].includes(issue.message)
      ? issue.message
      : field === 'email'
        ? 'invalidEmail'
        : 'required'
  }
  return errors
}

const accountForm = {
  invalid: (issues: readonly z.core.$ZodIssue[]) =>
    Response.json({ error: 'invalid', fields: accountFieldErrors(issues) }, { status: 400 }),
  problemKey: (issues: readonly z.core.$ZodIssue[]) => Object.values(accountFieldErrors(issues))[0] ?? 'required',
} as const

/** The reset form's own page: its token is in the address the form was posted to. */
export function resetPagePath(url: URL): string {
  const token = url.searchParams.get('token') ?? ''
  return `/webshop/account/reset/${resetToken.test(token) ? token : 'invalid'}`
}

// --- Shop ------------------------------------------------------------------------------------

const count = z.number().int().min(1).max(MAX_TICKETS_PER_PRICE)

/** SPEC §7's cart body; event_jet_id may come as a number (the provider's ids are numeric). */
const cartBody = z
  .object({
    quantities: z.array(count).min(1).max(10),
    sale_type_ids: z.array(z.number().int().nonnegative().max(2_147_483_647)).min(1).max(10),
    event_jet_id: z
      .union([z.string(), z.number().int().nonnegative()])
      .transform(String)
      .pipe(z.string().regex(JET_ID_PATTERN, 'not a ticketing id')),
    seat_group: positiveId.nullish(),
    block_id: z.number().int().nonnegative().max(2_147_483_647).nullish(),
  })
  .refine((body) => body.quantities.length === body.sale_type_ids.length, {
    message: 'quantities and sale_type_ids must be lists of the same length',
    path: ['quantities'],
  })
  .refine((body) => body.quantities.reduce((a, b) => a + b, 0) <= MAX_TICKETS_PER_CALL, {
    message: `at most ${MAX_TICKETS_PER_CALL} tickets per call`,
    path: ['quantities'],
  })

const cents = z.number().int().nonnegative().max(100_000_000)
const voucherCode = z.string().trim().min(1).max(40)

const checkoutBody = z
  .object({
    buyer: z.record(z.string(), z.unknown()),
    expected_total_cents: cents,
    locale: z.string().refine(isLocale).optional(),
    /** A gift voucher that pays `voucher_cents` of the total (what the buyer saw it cover). */
    voucher_code: voucherCode.optional(),
    voucher_cents: cents.optional(),
    /** What of the logged-in customer's account credit pays the total (what the buyer chose and saw). */
    credit_cents: cents.optional(),
  })
  .refine((body) => (body.voucher_code === undefined) === (body.voucher_cents === undefined), {
    message: 'voucher_code and voucher_cents go together',
    path: ['voucher_cents'],
  })

const buyVouchersBody = z.object({
  amount_cents: z.number().int().positive().max(100_000),
  quantity: z.number().int().min(1).max(VOUCHER_MAX_QUANTITY),
  buyer: z.record(z.string(), z.unknown()),
  locale: z.string().refine(isLocale).optional(),
})

const voucherCheckBody = z.object({
  code: voucherCode,
  /** The basket's total: the answer says what the voucher pays of it. */
  total_cents: cents.optional(),
  locale: z.string().refine(isLocale).optional(),
})

// --- Editor ----------------------------------------------------------------------------------

const DOC = /^(pages|containers):([1-9]\d{0,15})$/
const doc = z
  .string()
  .regex(DOC, 'must be pages:{id} or containers:{id}')
  .transform((value): DocRef => {
    const [, collection, id] = DOC.exec(value) as RegExpExecArray
    return { collection: collection as DocRef['collection'], id: Number(id) }
  })
const docQuery = fromQuery(z.object({ doc }))
const writeQuery = fromQuery(z.object({ doc, base: z.string().min(1).max(40) }))

const BLOCK_SLUGS: readonly string[] = moduleBlocks.map((block) => block.slug)
const moduleType = readBy((name) => slugOfPathName(name, BLOCK_SLUGS), 'unknown module type')
const moduleId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a module id')
const moduleParams = z.object({ module: moduleType })
const moduleWithId = z.object({ module: moduleType, id: moduleId })

/** The largest module an editor saves; an update carries it twice (the module and what the form opened with). */
const MAX_MODULE_BYTES = 256 * 1024
const MAX_BACKUP_BYTES = 2 * 1024 * 1024

const moduleFields = z.record(z.string().max(100), z.unknown())
const slot = z.object({ section: z.string().max(64).nullable(), column: z.number().int().min(0).max(2).nullable() })
const looseModule = z.looseObject({ blockType: z.string().max(64) })
const containerSlug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, dot, dash or underscore')
/** A Payload id: a positive integer (SQLite, PostgreSQL), or a 24-hex ObjectId or a UUID on other adapters. */
const VERSION_ID = /^(?:[1-9]\d{0,15}|[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

const PICKABLE = [
  'pages',
  'events',
  'productions',
  'people',
  'articles',
  'article-categories',
  'article-tags',
  'venues',
  'series',
  'forms',
  'event-tags',
] as const
export type Pickable = (typeof PICKABLE)[number]

// --- The table ---------------------------------------------------------------------------------

export const INPUTS = {
  events: { query: withPaging(parseFilters, EVENTS_PAGE_SIZE, MAX_PAGE_SIZE) },
  eventTickets: { params: idParam },
  eventCalendar: { params: idParam },
  teasers: { query: filtersOnly(parseFilters) },
  productions: { query: withPaging(parseProductionFilters, EVENTS_PAGE_SIZE, MAX_PAGE_SIZE) },
  calendar: { query: filtersOnly(parseFilters) },
  calendarSoldOut: { query: filtersOnly(parseFilters) },
  favouriteEvents: { query: favouriteIds },
  favouritesCalendar: { query: favouriteIds },
  changeFavourites: { body: favouritesChange },
  calendarFeed: { params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) }) },

  articles: { query: withPaging(parseArticleFilters, ARTICLES_PAGE_SIZE, MAX_ARTICLES_PAGE_SIZE) },
  form: { params: idParam },
  tempFile: { body: 'multipart' },
  formEntry: { body: formEntry, maxBody: 64 * 1024 },

  search: { query: searchQuery(false, false), invalid: searchRefusal },
  autocomplete: { query: searchQuery(true, false), invalid: searchRefusal },
  searchEvents: { query: searchQuery(false, true), invalid: searchRefusal },
  searchOthers: { query: searchQuery(false, true), invalid: searchRefusal },

  errorLog: {
    body: z.object({
      url: z
        .string()
        .min(1)
        .max(2048)
        .refine((value) => !hasControlCharacter(value), 'must not contain control characters')
        .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value), 'must be a path starting with / or an http(s) URL'),
    }),
  },
  clientError: {
    body: z.object({
      kind: z.enum(CLIENT_ERROR_KINDS),
      message: z
        .string()
        .min(1)
        .max(CLIENT_ERROR_MESSAGE_MAX)
        .refine((value) => !hasControlCharacter(value), 'must not contain control characters'),
      url: z
        .string()
        .min(1)
        .max(2048)
        .refine((value) => !hasControlCharacter(value), 'must not contain control characters')
        .refine((value) => value.startsWith('/') && !value.startsWith('//'), 'must be a path starting with /'),
      digest: z.string().regex(DIGEST_PATTERN, 'must be an error digest').optional(),
    }),
  },
  register: {
    body: z.object({ first_name: name, last_name: name, email, password, preferred_locale: preferredLocale }),
    back: () => SHOP_PATHS.register,
    ...accountForm,
  },
  changeSettings: {
    body: z.object({
      first_name: name,
      last_name: name,
      email,
      preferred_locale: preferredLocale,
      password: password.optional(),
      current_password: password.optional(),
    }),
    ...accountForm,
  },
  cancelReservation: { body: z.object({ number: z.string().trim().min(1).max(40) }) },
  userData: {
    // The one parameter it knows; anything else is a mistake worth hearing about (400), not ignoring.
    query: parsedQuery<{ download: boolean }>((params) => {
      const download = params.get('download')
      const known = [...params.keys()].every((key) => key === 'download')
      return known && (download === null || download === '1')
        ? { ok: true, value: { download: download === '1' } }
        : { ok: false, problem: 'download=1 is the only parameter' }
    }),
  },
  privacyExport: {
    query: z
      .instanceof(URLSearchParams)
      .transform((params) => params.get('email') ?? '')
      .pipe(email),
  },
  deleteAccount: {
    body: z.object({ password: password.min(1, 'required'), confirm: z.literal(true, 'required') }),
    ...accountForm,
  },
  passwordReset: {
    body: z.object({ token: z.string().regex(resetToken, 'required'), password }),
    back: (url: URL) => resetPagePath(url),
    ...accountForm,
  },
  login: { body: z.object({ email, password: z.string().min(1, 'required').max(1024) }), back: () => SHOP_PATHS.login, ...accountForm },

  cart: { body: cartBody },
  cartForm: {
    body: z.record(z.string(), z.string()),
    back: (_url: URL, fields: Record<string, string>) =>
      JET_ID_PATTERN.test(fields.event ?? '') ? shopEventPath(fields.event ?? '') : SHOP_PATHS.home,
  },
  subscriptionForm: {
    body: z.record(z.string(), z.string().max(100)),
    back: (_url: URL, fields: Record<string, string>) => {
      const id = parseId(fields.series)
      return id === null ? SHOP_PATHS.subscriptions : shopSubscriptionPath(id)
    },
  },
  waitingList: {
    body: z.record(z.string(), z.string().max(400)),
    back: (_url: URL, fields: Record<string, string>) =>
      JET_ID_PATTERN.test(fields.event ?? '') ? waitingListJoinPath(fields.event ?? '') : SHOP_PATHS.home,
  },
  waitingListEntry: {
    body: z.object({
      id: readBy(parseId, 'must be an id'),
      secret: z.string().regex(WAITLIST_TOKEN_PATTERN, 'not a link'),
      action: z.enum(['confirm', 'leave', 'take']),
    }),
    back: (_url: URL, fields: Record<string, string>) =>
      parseId(fields.id) !== null && WAITLIST_TOKEN_PATTERN.test(fields.secret ?? '')
        ? waitingListEntryPath(Number(fields.id), fields.secret ?? '')
        : SHOP_PATHS.home,
  },
  removeLines: { body: z.object({ reservation_ids: z.array(positiveId).min(1).max(50) }) },
  queueJoin: {
    // JSON from the waiting room's script, or its form's fields without JavaScript (all text).
    body: z.object({
      opening: z
        .union([
          positiveId,
          z
            .string()
            .regex(/^[1-9]\d{0,8}$/, 'must be an id')
            .transform(Number),
        ])
        .optional(),
      locale: z.enum(['de', 'en']).optional(),
      altcha: z.string().max(4096).optional(),
    }),
    back: (_url: URL, fields: Record<string, string>) => routePath(fields.locale === 'en' ? 'en' : 'de', 'waiting-room'),
  },
  checkout: { body: checkoutBody },
  buyVouchers: { body: buyVouchersBody },
  voucherCheck: { body: voucherCheckBody },
  ticketQr: { params: z.object({ code: readBy(normaliseTicketCode, 'not a ticket code') }) },
  orderTickets: { params: z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN), key: z.string().regex(ACCESS_KEY_PATTERN) }) },

  page: {
    params: z.object({ slug: z.array(z.string().max(200)).max(20).optional() }),
    query: fromQuery(z.object({ version_id: z.string().regex(VERSION_ID, 'must be a version id').optional() })),
  },
  containerBySlug: { params: z.object({ slug: containerSlug }) },
  createModule: {
    params: moduleParams,
    query: writeQuery,
    body: z.object({ module: moduleFields, at: slot.extend({ index: z.number().int().min(0).max(10_000) }) }),
    maxBody: MAX_MODULE_BYTES,
  },
  /** `original`: the module as the editor's form opened with it; then only the fields changed from it are written (issue 24). */
  updateModule: {
    params: moduleWithId,
    query: writeQuery,
    body: z.object({ module: moduleFields, original: moduleFields.optional() }),
    maxBody: 2 * MAX_MODULE_BYTES,
  },
  patchModule: {
    params: moduleWithId,
    query: writeQuery,
    body: z.discriminatedUnion('action', [
      z.object({ action: z.enum(['up', 'down', 'duplicate']) }),
      z.object({ action: z.literal('move'), to: slot.extend({ index: z.number().int().min(0).max(10_000) }) }),
    ]),
  },
  deleteModule: { params: moduleWithId, query: writeQuery },
  undo: {
    query: writeQuery,
    body: z.object({
      backup: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('page'), modules: z.array(looseModule).max(500) }),
        z.object({
          kind: z.literal('container'),
          columns: z.array(z.looseObject({ children: z.array(looseModule).max(500).nullish() })).max(3),
        }),
      ]),
    }),
    maxBody: MAX_BACKUP_BYTES,
  },
  publish: { query: writeQuery, body: z.object({ dry_run: z.boolean().default(false), confirm: z.boolean().default(false) }) },
  versions: { query: fromQuery(z.object({ doc, page: z.coerce.number().int().min(1).max(10_000).default(1) })) },
  restoreVersion: { params: z.object({ id: z.string().regex(/^[1-9]\d{0,15}$/, 'must be a version id') }), query: writeQuery },
  createContainer: {
    body: z.object({
      container: z.object({
        slug: containerSlug,
        parent: z.string().max(200).nullish(),
        content_type: z.enum(CONTAINER_OWNER_TYPES),
        object_id: z.number().int().positive(),
      }),
    }),
  },
  presence: {
    query: docQuery,
    // The module whose modal is open and whether it has unsaved changes (issue 45); none sent: nothing open.
    body: z
      .object({
        module: moduleId.nullable().default(null),
        dirty: z.boolean().default(false),
        // The open module's changed fields, for the editor's own live preview (issue 45): a module's worth at most.
        preview: z
          .record(z.string().max(64), z.unknown())
          .nullable()
          .default(null)
          .refine((value) => value === null || JSON.stringify(value).length <= 200_000, 'too large'),
      })
      .default({ module: null, dirty: false, preview: null }),
  },
  translation: { query: writeQuery, body: z.object({ copy: z.boolean(), title: z.string().trim().max(200).nullish() }) },
  media: {
    query: fromQuery(
      z.object({
        kind: z.enum(['image', 'video', 'audio', 'any']).default('any'),
        q: z.string().max(100).default(''),
        page: z.coerce.number().int().min(1).max(1000).default(1),
      }),
    ),
  },
  uploadMedia: { body: 'multipart' },
  documents: {
    query: fromQuery(
      z.object({
        collection: z.enum(PICKABLE),
        q: z.string().max(100).default(''),
        ids: z
          .string()
          .regex(/^\d{1,16}(,\d{1,16}){0,49}$/, 'comma-separated ids')
          .optional(),
      }),
    ),
  },
} as const satisfies Partial<Record<CallName, InputSpec>>
