import 'server-only'

import { env } from '@/lib/env'

import { clientKey } from '../domain/limits'

/** The client key of a request for every per-client limit and cap, with the deployment's IPv6 prefix (`IPV6_PREFIX`). */
export function requestClientKey(headers: Headers): string {
  return clientKey(headers, env().IPV6_PREFIX)
}
