import { createHash } from 'node:crypto'

import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * The journeys' `test`: every journey is a visitor of its own. The e2e server believes the
 * loopback's X-Forwarded-For (TRUSTED_PROXIES=loopback, as production believes its caching proxy),
 * so each test, and each retry of it, counts against its own per-address limits and fair-sale caps,
 * never against the journeys before it. Its address is fixed by the test (a rerun is the same
 * visitor again only through its retry number).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const digest = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`).digest()
    const address = `10.${digest[0] ?? 0}.${digest[1] ?? 0}.${((digest[2] ?? 0) % 250) + 1}`
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address })
  },
})
