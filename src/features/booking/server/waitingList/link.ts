import 'server-only'

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'
import { waitingListEntryPath } from '@/lib/routing/shopPaths'

import { WAITLIST_TOKEN_PATTERN } from '../../domain/waitingList'

/**
 * An entry's link carries its id and a signature of the id and the entry's random salt by the
 * server's secret: every mail can name the same link again (the confirmation, the offer), nothing
 * secret is stored, and a link cannot be made up for another entry.
 */
export function newLinkSalt(): string {
  return randomBytes(18).toString('base64url')
}

export function linkSecret(id: number, salt: string): string {
  return createHmac('sha256', `${env().PAYLOAD_SECRET}\u0000festival-waiting-list`).update(`${id}.${salt}`).digest('base64url').slice(0, 32)
}

/** Whether a link's secret is the entry's. */
export function isLinkOf(id: number, salt: string | null, secret: string): boolean {
  if (!salt || !WAITLIST_TOKEN_PATTERN.test(secret)) return false
  const expected = Buffer.from(linkSecret(id, salt))
  const given = Buffer.from(secret)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function entryPath(id: number, salt: string): string {
  return waitingListEntryPath(id, linkSecret(id, salt))
}
