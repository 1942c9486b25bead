import 'server-only'

import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * One password derivation with Payload's parameters (PBKDF2-SHA256, 600,000 rounds), thrown away:
 * what an answer about an account that does not exist spends, so it takes as long as one that
 * checked or set a real password (no account enumeration by timing).
 */
export async function spendPasswordHash(): Promise<void> {
  await derive(randomBytes(16).toString('hex'), randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
}

/** Waits until `ms` have passed since `started`: calls whose work differs by account end alike. */
export async function notBefore(started: number, ms: number): Promise<void> {
  const left = started + ms - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}

/** The floor of an answer about an account that sends mail (registration, password reset): above what the work takes. */
export const ACCOUNT_MAIL_FLOOR_MS = 600
