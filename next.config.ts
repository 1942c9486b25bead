import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js'
import createNextIntlPlugin from 'next-intl/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/serve.ts compresses, outside the page policy that reads each page's HTML.
  compress: false,
  // The page policy tags each page with the SHA-1 it makes of the body anyway; Next's tag hashed
  // every page's text again in a JavaScript loop on every request (issue 26: 6% of a cached page).
  generateEtags: false,
  // Every page's <title> and metadata are in the server HTML's head, for every browser (not
  // streamed into the body after first render, which left a page's first render with the default
  // title for visitors without JavaScript).
  htmlLimitedBots: /.*/,
  // SPEC §7's calls end in a slash (/api/user-details/) and must answer without a redirect; the
  // request proxy drops trailing slashes of pages itself.
  skipTrailingSlashRedirect: true,
  // A CDN may serve a page up to an hour past its minute of freshness while it revalidates.
  expireTime: 3600,
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          // SPEC §1: the whole site is noindex in this build.
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          // Launch readiness: on every response (pages, API, admin, uploaded media). Pages also get
          // the full Content-Security-Policy with script hashes from scripts/serve.ts; this one
          // holds wherever that one is absent (next dev, JSON, files), and both apply together.
          { key: 'Content-Security-Policy', value: "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'" },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        ],
      },
    ]
  },
  // Loaded by the custom server only when SENTRY_DSN is set (src/lib/ops/errors.ts), never bundled.
  serverExternalPackages: ['@sentry/node'],
  turbopack: { root: dirname },
  // `npm test` type-checks first (tsc), so the build does not do it again (16-21 s here), and a
  // build writes no Turbopack cache a fresh clone's first start or CI's one build never reads
  // (16 s): issue 26, fresh clone to first page.
  typescript: { ignoreBuildErrors: true },
  experimental: { turbopackFileSystemCacheForBuild: process.env.FESTIVAL_BUILD_CACHE === '1' },
}

// The visitor texts are compiled from ICU syntax at build time (next-intl's catalog loader over
// src/i18n/messages/*.json, both languages per file), so neither the browser nor the server parses
// a message at run time and the browser loads no ICU parser (intl-messageformat, 11.5 KB gzip on
// every page): issue 26, decision 026.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: ['de', 'en'], precompile: true } },
})

const withPlugins = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every response for the colour-scheme client hint as a *critical* hint (its admin's
 * theme), which makes Chromium fetch every first page twice and adds a Vary that splits a CDN's
 * cache. The public site needs no hint: Payload's rule applies to the admin only.
 */
const config = {
  ...withPlugins,
  async headers() {
    const rules = (await withPlugins.headers?.()) ?? []
    return rules.map((rule) => (rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule))
  },
} satisfies NextConfig

/**
 * Several app servers share the page and data cache and its tags through Redis (issue 28); decided
 * when the server starts, so one build serves either way. Without REDIS_URL: Next's own cache. The
 * handler is the plain JavaScript scripts/build-server.ts bundles after the build (Next imports it
 * anew for every request, which under a loader such as tsx cost 1.4 ms of CPU each); the build
 * itself renders without it.
 */
export default function festivalConfig(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER) return config
  if (process.env.REDIS_URL)
    return { ...config, cacheHandler: path.resolve(dirname, '.next/festival-server/sharedCacheHandler.mjs'), cacheMaxMemorySize: 0 }
  // Next's own cache writes the pages it renders into the build's folder, and a server reads there
  // what its memory lacks. Two servers on one build without Redis (the journeys' two halves, each
  // with a database of its own) read each other's pages and answers that way, without each
  // other's tag expiries. FESTIVAL_PAGE_CACHE=memory has a server write nothing there: it keeps
  // what it renders in its own memory and still reads the build's prerendered pages (and whatever a
  // server without this setting wrote into the folder).
  if (process.env.FESTIVAL_PAGE_CACHE === 'memory') return { ...config, experimental: { ...config.experimental, isrFlushToDisk: false } }
  return config
}
