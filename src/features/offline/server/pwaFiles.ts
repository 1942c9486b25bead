import fs from 'node:fs/promises'
import path from 'node:path'

import type { MetadataRoute } from 'next'

import type { Locale } from '@/i18n/locales'
import { namespacesFor } from '@/i18n/messages'
import { routePath } from '@/i18n/routes'

/** Where `scripts/build-sw.ts` writes the build's service worker. */
const WORKER_FILE = path.join(process.cwd(), '.next', 'festival-sw', 'sw.js')

let worker: { modified: number; body: Buffer } | null = null

/** The worker's bytes, read again only when the file changed (a new build's worker in place). */
async function workerBytes(): Promise<Buffer | null> {
  const modified = await fs.stat(WORKER_FILE).then(
    (stat) => stat.mtimeMs,
    () => null,
  )
  if (modified === null) return null
  if (worker?.modified !== modified) worker = { modified, body: await fs.readFile(WORKER_FILE) }
  return worker.body
}

/**
 * GET /sw.js (SPEC §7: registered at the root): the build's service worker. Browsers ask for it
 * again on navigations and compare the bytes, so it is never kept by a cache (`no-cache`: a proxy or
 * the browser revalidates); 404 when the build has none (`next dev`).
 */
export async function serviceWorkerResponse(): Promise<Response> {
  const body = await workerBytes().catch(() => null)
  if (!body) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'service-worker-allowed': '/' },
  })
}

const THEME = '#15151f'
const BACKGROUND = '#fbf8f3'

/**
 * The web app manifest of one language (issue 27): the festival's name, its mark's icons, the
 * language's home page as start, standalone. One app in both languages (the same id).
 */
export function webAppManifest(locale: Locale): MetadataRoute.Manifest {
  const { site, offline } = namespacesFor(locale, ['site', 'offline'])
  return {
    id: '/',
    name: site.name,
    short_name: offline.appShortName,
    description: offline.appDescription,
    lang: locale,
    dir: 'ltr',
    start_url: routePath(locale, 'home'),
    scope: '/',
    display: 'standalone',
    theme_color: THEME,
    background_color: BACKGROUND,
    icons: [
      { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

/** The manifest's address for a language's pages. */
export const manifestPath = (locale: Locale) => `/pwa/${locale}/manifest.json`
