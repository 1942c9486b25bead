/**
 * The service worker of a build (issue 27), run after `next build` by `npm run build` and every
 * script that builds: bundles `src/features/offline/sw/serviceWorker.ts` with esbuild into
 * `.next/festival-sw/sw.js` (served at `/sw.js` by `src/app/(pwa)/sw.js/route.ts`) with what it
 * keeps when it installs, listed by Serwist's own manifest maker: the frame's code and styles
 * (Next's root files and the entry files of the pages that open offline without having been
 * opened: 'My tickets', the favourites, the programme and the offline page) and the offline pages
 * themselves, precached with the build id as revision.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { getFileManifestEntries } from '@serwist/build'
import { build } from 'esbuild'

import { LOCALES } from '../src/i18n/locales'
import { routePath } from '../src/i18n/routes'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, '.next')
const out = path.join(dist, 'festival-sw', 'sw.js')

/** The files a page's client manifest names as loaded up front (its layouts' and its own entries). */
function entryFiles(manifest: string): string[] {
  const text = fs.readFileSync(manifest, 'utf8')
  const files = new Set<string>()
  for (const match of text.matchAll(/"entry(?:JS|CSS)Files":\{(.*?)\}(?=,"|\})/g)) {
    for (const file of (match[1] ?? '').matchAll(/static\/(?:chunks|media|css)\/[A-Za-z0-9_.~-]+\.(?:js|css)/g)) files.add(file[0])
  }
  return [...files]
}

/**
 * The route folders whose pages open offline without having been opened online (the worker keeps
 * their pages when it starts): 'My tickets', the favourites, the programme, and the offline page.
 */
const OFFLINE_ROUTES = ['my-tickets', 'favourites', 'programme', 'offline']

function manifestOf(route: string): string {
  const file = path.join(dist, 'server', 'app', '(frontend)', '[locale]', route, 'page_client-reference-manifest.js')
  if (!fs.existsSync(file)) throw new Error(`build-sw: ${path.relative(root, file)} is missing; run next build first`)
  return file
}

async function main() {
  const buildId = fs.readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim()
  const nextManifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] }
  const frame = new Set(nextManifest.rootMainFiles)
  for (const route of OFFLINE_ROUTES) {
    const files = entryFiles(manifestOf(route))
    // Next's manifest format is not an API: finding nothing means it changed, not that there is nothing.
    if (files.length === 0)
      throw new Error(`build-sw: no entry files found for ${route}; has the format of Next's client reference manifests changed?`)
    files.forEach((file) => frame.add(file))
  }

  const {
    manifestEntries = [],
    count,
    size,
    warnings,
  } = await getFileManifestEntries({
    globDirectory: dist,
    globPatterns: [...frame],
    globFollow: true,
    globIgnores: [],
    globStrict: true,
    disablePrecacheManifest: false,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    modifyURLPrefix: { 'static/': '/_next/static/' },
    // Next's file names carry their content's hash: no second hash, no cache-busting query.
    dontCacheBustURLsMatching: /^\/_next\/static\//,
    additionalPrecacheEntries: LOCALES.map((locale) => ({ url: routePath(locale, 'offline'), revision: buildId })),
  })
  for (const warning of warnings) console.warn(`build-sw: ${warning}`)
  if (count < frame.size) throw new Error(`build-sw: ${frame.size - count} of the frame's files are missing from .next`)
  // The frame's hashed files go to the worker's static cache when it installs (kept across builds,
  // so a page kept from the last build still has its code); the offline pages are precached.
  const frameUrls = manifestEntries
    .map((entry) => (typeof entry === 'string' ? entry : entry.url))
    .filter((url) => url.startsWith('/_next/static/'))
  const precache = manifestEntries.filter((entry) => !(typeof entry === 'string' ? entry : entry.url).startsWith('/_next/static/'))

  await build({
    entryPoints: [path.join(root, 'src/features/offline/sw/serviceWorker.ts')],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome111', 'edge111', 'firefox111', 'safari16'],
    minify: true,
    legalComments: 'none',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: {
      'self.__SW_MANIFEST': JSON.stringify(precache),
      __FESTIVAL_FRAME: JSON.stringify(frameUrls),
      __FESTIVAL_BUILD: JSON.stringify(buildId),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  })
  // What a phone downloads for the precache: the files compressed (the server sends brotli or gzip).
  const gzipBytes = [...frame].reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file))).length, 0)
  const report = {
    build: buildId,
    precached: frameUrls.length,
    precachedBytes: size,
    precachedGzipBytes: gzipBytes,
    pages: LOCALES.length,
    workerBytes: fs.statSync(out).size,
    workerGzipBytes: gzipSync(fs.readFileSync(out)).length,
  }
  fs.writeFileSync(path.join(dist, 'festival-sw', 'report.json'), JSON.stringify(report, null, 2))
  console.log(
    `✓ service worker: ${count} files precached (${Math.round(size / 1024)} KB, ${Math.round(gzipBytes / 1024)} KB gzip), worker ${Math.round(report.workerBytes / 1024)} KB`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
