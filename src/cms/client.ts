import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API for server components, route handlers and server actions. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
