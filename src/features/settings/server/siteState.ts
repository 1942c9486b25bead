import 'server-only'

import type { RedirectRule } from '@/lib/routing/redirectRules'
import { getPayloadClient } from '@/cms/client'
import { DEFAULT_FEW_TICKETS_THRESHOLD } from '@/cms/globals'
import { captureError } from '@/lib/ops/errors'
import { readMemo, writeMemo } from '@/lib/cache/siteStateStore'

import { getDesignSettings, getRedirectRules, getSiteSettings } from './settings'

export { forgetSiteState } from '@/lib/cache/siteStateStore'

/** What the request proxy needs on every page request: whether the site is online, and the redirect rules. */
export type SiteState = {
  siteOnline: boolean | null
  /** Whether the web shop sells (site settings); the cart call refuses when it does not. */
  shopOnline: boolean
  /** The back office's threshold of 'few tickets left' (site settings). */
  fewTicketsThreshold: number
  redirects: readonly RedirectRule[]
  /** Editors' HTML per error status (design settings). */
  errorPages: ReadonlyArray<{ status_code: number; html: string }>
}

const UNREADABLE: SiteState = {
  siteOnline: null,
  shopOnline: false,
  fewTicketsThreshold: DEFAULT_FEW_TICKETS_THRESHOLD,
  redirects: [],
  errorPages: [],
}

/**
 * How long one server process reuses what it read. Saving settings or a redirect in the admin clears
 * it at once on the instance that saved (see `forgetSiteState`); other instances follow within this
 * time, and the caching proxy one second later: the offline switch reaches every server and the
 * proxy well within 10 s (issue 28), at one settings read per server every 5 s.
 */
export const SITE_STATE_TTL_MS = 5_000

async function read(): Promise<SiteState> {
  try {
    const payload = await getPayloadClient()
    const [settings, redirects, design, ticketing] = await Promise.all([
      getSiteSettings(payload),
      getRedirectRules(payload),
      getDesignSettings(payload, 'de'),
      payload.findGlobal({ slug: 'site-settings', depth: 0, select: { few_tickets_threshold: true }, overrideAccess: false }),
    ])
    return {
      siteOnline: settings.is_site_online,
      shopOnline: settings.is_shop_online,
      fewTicketsThreshold: ticketing.few_tickets_threshold ?? DEFAULT_FEW_TICKETS_THRESHOLD,
      redirects,
      errorPages: design.errors,
    }
  } catch (error) {
    // SPEC §8: settings that cannot be read mean the site is offline; report it, never crash the request.
    console.error('site state unreadable', error)
    captureError(error, { kind: 'server', route: 'site-settings' })
    return UNREADABLE
  }
}

export async function siteState(now = Date.now()): Promise<SiteState> {
  const memo = readMemo<SiteState>()
  if (memo && memo.expires > now) return memo.state
  if (memo?.pending) return memo.pending
  const pending = read()
  writeMemo({ state: memo?.state ?? UNREADABLE, expires: 0, pending })
  const state = await pending
  // An unreadable state is retried soon rather than trusted for the whole TTL.
  writeMemo({ state, expires: now + (state.siteOnline === null ? 1_000 : SITE_STATE_TTL_MS) })
  return state
}
