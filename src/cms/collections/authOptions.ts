import type { IncomingAuthType } from 'payload'

import { env } from '@/lib/env'

/**
 * Log-in settings shared by staff and customers. No lockout after failed log-ins: Payload's let
 * anyone lock any account with ten wrong passwords; log-ins are rate-limited per client and per
 * account instead (features/security). Session cookies are `Secure` in production and `Lax`.
 */
export function authOptions(tokenExpirationSeconds: number): IncomingAuthType {
  return {
    tokenExpiration: tokenExpirationSeconds,
    maxLoginAttempts: 0,
    cookies: { secure: env().secureCookies, sameSite: 'Lax' },
  }
}
