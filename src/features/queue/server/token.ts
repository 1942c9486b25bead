// No 'server-only' guard: the sale openings' hook reaches this module from the Payload config,
// which the command-line scripts (migrate, seed) load outside Next.js.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

/**
 * The `festival_queue` cookie's token (issue 43): the opening and a random place key, signed with
 * the server's secret, so a place cannot be made up or moved to another opening, and every server
 * checks it without a lookup. The key alone names the place in the store.
 */
export type QueueToken = { readonly opening: number; readonly key: string }

/** The cookie outlives any opening's day (an operator may pause for hours); the store decides what it is worth. */
export const QUEUE_COOKIE_DAYS = 3

const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/
const TOKEN_PATTERN = /^(\d{1,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

function signature(opening: number, key: string): Buffer {
  return createHmac('sha256', `${env().PAYLOAD_SECRET}\u0000festival-queue`).update(`${opening}.${key}`).digest()
}

/** A new place key: 128 random bits. */
export function newPlaceKey(): string {
  return randomBytes(16).toString('base64url')
}

export function isPlaceKey(value: string): boolean {
  return KEY_PATTERN.test(value)
}

export function signQueueToken({ opening, key }: QueueToken): string {
  return `${opening}.${key}.${signature(opening, key).toString('base64url')}`
}

/** The token's place, or null when it is malformed or its signature is not ours (a forged or edited cookie). */
export function readQueueToken(value: string | null | undefined): QueueToken | null {
  const match = value ? TOKEN_PATTERN.exec(value) : null
  if (!match) return null
  const opening = Number(match[1])
  const key = match[2] ?? ''
  const given = Buffer.from(match[3] ?? '', 'base64url')
  const expected = signature(opening, key)
  return given.length === expected.length && timingSafeEqual(given, expected) ? { opening, key } : null
}
