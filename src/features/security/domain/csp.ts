import { createHash } from 'node:crypto'
import { isRecord } from '@/lib/types/guards'

/**
 * The Content-Security-Policy of a page (launch readiness, DESIGN §10). Public pages are static
 * (the same HTML for everyone, kept by Next and a CDN), so they cannot carry a per-request nonce;
 * instead the policy names the SHA-256 of each inline script the page has, computed from the HTML
 * as it leaves the server (scripts/serve.ts). Only scripts we know are hashed: Next.js's flight
 * data (`self.__next_f.push([...])`, which is inert data), Turbopack's bootstrap (a list of our
 * chunk files) and our own constant head scripts. An
 * inline script of any other shape (an injection) is not hashed and so does not run.
 */

export type InlineScript = { content: string; attributes: string }

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const DATA_TYPES = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i

/** The inline, executable scripts of an HTML document (no `src`, not a JSON data block). */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = []
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? ''
    const content = match[2] ?? ''
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPES.test(attributes) || content === '') continue
    scripts.push({ content, attributes })
  }
  return scripts
}

const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_PUSH = /^self\.__next_f\.push\(([\s\S]*)\)$/

/** Next.js's flight data: one push of a JSON array whose first entry is a number. */
export function isFlightScript(content: string): boolean {
  if (content === FLIGHT_INIT) return true
  const argument = FLIGHT_PUSH.exec(content)?.[1]
  if (argument === undefined) return false
  try {
    const value: unknown = JSON.parse(argument)
    return Array.isArray(value) && typeof value[0] === 'number' && value.length <= 2
  } catch {
    return false
  }
}

const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/

/** Turbopack's bootstrap: one push of `{otherChunks: [paths], runtimeModuleIds: [numbers]}`. */
export function isBundlerBootstrap(content: string): boolean {
  const argument = TURBOPACK_BOOTSTRAP.exec(content)?.[1]
  if (argument === undefined) return false
  try {
    const value: unknown = JSON.parse(argument)
    if (!isRecord(value)) return false
    const { otherChunks, runtimeModuleIds, ...rest } = value
    return (
      Object.keys(rest).length === 0 &&
      Array.isArray(otherChunks) &&
      otherChunks.every((chunk) => typeof chunk === 'string' && /^static\/[\w./-]+\.js$/.test(chunk)) &&
      Array.isArray(runtimeModuleIds) &&
      runtimeModuleIds.every((id) => typeof id === 'number')
    )
  } catch {
    return false
  }
}

/** `'sha256-…'` of a script's text, as browsers compute it. */
export function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`
}

/** The hash sources of the inline scripts we trust in a document, each once. */
export function trustedScriptHashes(html: string, ownScripts: ReadonlySet<string>): string[] {
  const hashes = new Set<string>()
  for (const { content } of inlineScripts(html)) {
    if (isFlightScript(content) || isBundlerBootstrap(content) || ownScripts.has(content)) hashes.add(hashSource(content))
  }
  return [...hashes]
}

/** Hosts scripts may come from besides this site: Google Tag Manager (after consent) and HubSpot forms. */
export const SCRIPT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://js.hsforms.net',
  'https://*.hsforms.net',
  'https://*.hsforms.com',
  'https://*.hubspot.com',
  'https://*.hs-scripts.com',
]

/**
 * The admin's code fields (Payload's Monaco editor: HTML module, site settings) load the editor from
 * this CDN, scripts, styles and fonts alike. Only admin pages allow it.
 */
export const ADMIN_ASSET_HOSTS = ['https://cdn.jsdelivr.net']

/**
 * The policy: scripts from this site and the hosts above, inline only by hash; no plugins; no
 * <base> or form posts elsewhere; frames of other sites (the consent-gated embeds) over https;
 * never framed by another site. `https` adds upgrade-insecure-requests; `admin` the admin's CDN.
 */
export function contentSecurityPolicy(options: { scriptHashes: readonly string[]; https: boolean; admin?: boolean }): string {
  const assets = options.admin ? ADMIN_ASSET_HOSTS : []
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...options.scriptHashes, ...SCRIPT_HOSTS, ...assets].join(' ')}`,
    ["style-src 'self' 'unsafe-inline'", ...assets].join(' '),
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    ["font-src 'self' data:", ...assets].join(' '),
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  if (options.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}
