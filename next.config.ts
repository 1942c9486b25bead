import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // SPEC §7's calls end in a slash (/api/user-details/) and must answer without a redirect; the
  // request proxy drops trailing slashes of pages itself.
  skipTrailingSlashRedirect: true,
  // A CDN may serve a page up to an hour past its minute of freshness while it revalidates.
  expireTime: 3600,
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
  },
  async headers() {
    // SPEC §1: the whole site is noindex in this build.
    return [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }]
  },
  turbopack: { root: dirname },
}

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
