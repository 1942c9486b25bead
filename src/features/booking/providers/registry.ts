import 'server-only'

import type { Payload } from 'payload'

import { siteState } from '@/features/settings/server/siteState'
import { env } from '@/lib/env'

import type { TicketingProvider } from '../provider'
import { builtinProvider } from './builtin'

const providers = new WeakMap<Payload, TicketingProvider>()

/**
 * The ticketing provider the environment names (TICKETING_PROVIDER), one per Payload instance. An
 * external provider adds its folder beside builtin/ and a case here.
 */
export function ticketingProvider(payload: Payload): TicketingProvider {
  let provider = providers.get(payload)
  if (!provider) {
    switch (env().TICKETING_PROVIDER) {
      case 'builtin':
        provider = builtinProvider(payload, { fewTicketsThreshold: async () => (await siteState()).fewTicketsThreshold })
        break
    }
    providers.set(payload, provider)
  }
  return provider
}
