import 'server-only'

import { addDataAndFileToRequest, type Payload, type PayloadRequest } from 'payload'

import account from '@/i18n/messages/account.json'
import { tooManyRequests } from '@/lib/http/json'
import { requestLocale } from '@/lib/http/locale'

import { type Limit, LIMITS } from '../domain/limits'
import { consume, isRemembered, refund, remember } from './rateLimit'
import { ACCOUNT_MAIL_FLOOR_MS, notBefore, spendPasswordHash } from './timing'
import { isRecord } from '@/lib/types/guards'

/**
 * The throttle of Payload's auth calls under `/cms-api/{collection}/...` (log-in, password reset,
 * unlock, verification, account creation), decision 021. The account a call is about is read from
 * the body exactly as Payload reads it, by Payload's own parser, so no decoy field or body format
 * can make the throttle count another account than the one Payload authenticates.
 */

export type AuthAction = 'login' | 'forgot-password' | 'reset-password' | 'unlock' | 'verify' | 'create' | 'other'

/** The auth call a POST to `/cms-api/{collection}/{second}` is. */
export function authAction(second: string | undefined): AuthAction {
  if (second === undefined) return 'create'
  return second === 'login' || second === 'forgot-password' || second === 'reset-password' || second === 'unlock' || second === 'verify'
    ? second
    : 'other'
}

/**
 * The data Payload will read from this body (`req.data`): JSON, or the `_payload` field of a
 * multipart form, parsed by Payload's own `addDataAndFileToRequest`. Null when Payload reads none
 * (another body type, a repeated `_payload`, malformed JSON: Payload then refuses the call itself).
 */
export async function dataPayloadReads(
  payload: Payload,
  request: Request,
  bytes: Uint8Array<ArrayBuffer>,
  collection: string,
): Promise<Record<string, unknown> | null> {
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body: bytes.byteLength > 0 ? bytes : null })
  const req = Object.assign(copy, { payload, routeParams: { collection } }) as unknown as PayloadRequest
  try {
    await addDataAndFileToRequest(req)
  } catch {
    return null
  }
  const data: unknown = req.data
  return isRecord(data) ? data : null
}

/**
 * The account Payload's log-in and password calls look up: the collection and the e-mail as
 * Payload's operations normalise it (a string, trimmed and lowercased; these collections log in by
 * e-mail only). Null when the body names none.
 */
export function accountOf(collection: string, data: Record<string, unknown> | null): string | null {
  const email = data?.email
  if (typeof email !== 'string') return null
  const normalised = email.toLowerCase().trim()
  return normalised ? `${collection}:${normalised}` : null
}

const pair = (accountKey: string, client: string) => `${accountKey}\u0000${client}`

export type Throttled = { refused: Response } | { refused: null; settle: (response: Response) => Promise<Response> }

function refusal(request: Request, retryAfter: number): Throttled {
  return { refused: tooManyRequests(account[requestLocale(request)].tooManyRequests, retryAfter) }
}

const passThrough: Throttled = { refused: null, settle: async (response) => response }

/**
 * Counts an auth call before Payload runs it and says whether it may go on; `settle` then sees
 * Payload's answer. The rules (decision 021):
 * - log-in: every attempt per address; failures per account and address (the guesser's address is
 *   stopped, not the account); failures per account from everywhere, past which only addresses
 *   that logged in to the account before may try. A failed log-in takes as long whether or not
 *   the account exists. A log-in that did not fail gives its points back and remembers the address.
 * - forgot-password: mails per address and per account (a mailbox is never flooded).
 * - reset-password, unlock, verify: per address.
 * - create: per address, unless a staff member is signed in (administrators create staff accounts).
 */
export async function throttleAuthCall(
  payload: Payload,
  request: Request,
  input: { action: AuthAction; client: string; accountKey: string | null; collection: string; staffSignedIn: boolean },
): Promise<Throttled> {
  const { action, client, accountKey } = input
  const first = async (checks: ReadonlyArray<readonly [Limit, string]>) => {
    let refused: number | null = null
    for (const [limit, subject] of checks) {
      const result = await consume(payload, limit, subject)
      if (!result.ok) refused ??= result.retryAfter
    }
    return refused
  }
  switch (action) {
    case 'login': {
      const perClient = await consume(payload, LIMITS.loginPerClient, client)
      if (!perClient.ok) return refusal(request, perClient.retryAfter)
      if (!accountKey) return passThrough
      const here = await consume(payload, LIMITS.loginFailuresPerAccountAndClient, pair(accountKey, client))
      // A stopped guesser's further tries reach nothing and count only against their own address.
      if (!here.ok) return refusal(request, here.retryAfter)
      const everywhere = await consume(payload, LIMITS.loginFailuresPerAccount, accountKey)
      if (!everywhere.ok && !(await isRemembered(payload, LIMITS.loginKnownClient, pair(accountKey, client)))) {
        // Refused before Payload: neither count keeps this try.
        await refund(payload, LIMITS.loginFailuresPerAccountAndClient, pair(accountKey, client))
        await refund(payload, LIMITS.loginFailuresPerAccount, accountKey)
        return refusal(request, everywhere.retryAfter)
      }
      return {
        refused: null,
        settle: async (response) => {
          if (response.status === 401) {
            await equaliseFailedLogin(payload, input.collection, accountKey)
            return response
          }
          // Not a failed guess: the points go back.
          await refund(payload, LIMITS.loginFailuresPerAccountAndClient, pair(accountKey, client))
          await refund(payload, LIMITS.loginFailuresPerAccount, accountKey)
          if (response.ok) await remember(payload, LIMITS.loginKnownClient, pair(accountKey, client))
          return response
        },
      }
    }
    case 'forgot-password': {
      const started = Date.now()
      const refused = await first([
        [LIMITS.forgotPasswordPerClient, client],
        ...(accountKey ? [[LIMITS.forgotPasswordPerAccount, accountKey] as const] : []),
      ])
      if (refused !== null) return refusal(request, refused)
      // A known address gets a token saved and a mail sent, an unknown one nothing: both answer after the same floor.
      return {
        refused: null,
        settle: async (response) => {
          await notBefore(started, ACCOUNT_MAIL_FLOOR_MS)
          return response
        },
      }
    }
    case 'reset-password':
    case 'unlock':
    case 'verify': {
      const refused = await first([[LIMITS.resetPerClient, client]])
      return refused === null ? passThrough : refusal(request, refused)
    }
    case 'create': {
      if (input.staffSignedIn) return passThrough
      const refused = await first([[LIMITS.registerPerClient, client]])
      return refused === null ? passThrough : refusal(request, refused)
    }
    case 'other':
      return passThrough
  }
}

/**
 * A failed log-in takes about as long whether or not the account exists: an unknown e-mail costs
 * one password derivation (Payload's parameters) like a wrong password does. Payload already
 * answers both with the same 401 and message; with lockouts off there is no 'locked' answer.
 */
async function equaliseFailedLogin(payload: Payload, collection: string, accountKey: string): Promise<void> {
  const email = accountKey.slice(collection.length + 1)
  const known =
    (await payload.count({ collection: collection as 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs > 0
  if (!known) await spendPasswordHash()
}
