import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The one request boundary (issue 25), checked on the source: what the wrapper and the browser's
 * one caller do is done nowhere else. The layers' direction is the linter's (layers.test.ts).
 */

const SRC = join(process.cwd(), 'src')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return files(full)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

const sources = files(SRC).map((file) => ({ file: relative(SRC, file), text: readFileSync(file, 'utf8') }))
/** The code of a file without its comments, so a sentence about `/api/` is no finding. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
const where = (test: (file: string, text: string) => boolean) =>
  sources.filter(({ file, text }) => test(file, code(text))).map(({ file }) => file)

describe('the request boundary', () => {
  it('checks CSRF and rate limits only in the wrapper (and the log-in throttle, decision 021)', () => {
    expect(where((file, text) => /\bcheckCsrf\(/.test(text) && !['api/endpoint.ts', 'lib/http/csrf.ts'].includes(file))).toEqual([])
    expect(where((file, text) => /CSRF token missing or invalid/.test(text) && file !== 'api/endpoint.ts')).toEqual([])
    const limiters = [
      'api/endpoint.ts',
      'features/security/server/rateLimit.ts',
      'features/security/server/authThrottle.ts',
      'features/security/server/cmsApiGuard.ts',
    ]
    expect(where((file, text) => /\bconsume(All)?\(/.test(text) && !limiters.includes(file))).toEqual([])
  })

  it('leaves API paths, CSRF headers and fetch to the one browser caller', () => {
    expect(where((file, text) => file.startsWith('features/') && /['"`]\/(\$\{[^}]+\}\/)?(api|pageeditor-api)\//.test(text))).toEqual([])
    expect(where((file, text) => file.startsWith('features/') && /\bfetch\(/.test(text))).toEqual([])
    expect(where((file, text) => file.startsWith('features/') && /\bCSRF_HEADER\b|\bcsrfToken\(/.test(text))).toEqual([])
  })

  it('keeps every text in next-intl messages: no language tables or hand-made interpolation in code', () => {
    // The schema's labels (src/cms) are Payload's own {de, en} form; route paths, locale tags and each
    // language's name in itself (i18n/locales.ts) are no texts to translate.
    const allowed = (file: string) => file.startsWith('cms/') || ['i18n/routes.ts', 'lib/time/format.ts', 'i18n/locales.ts'].includes(file)
    expect(where((file, text) => !allowed(file) && /\{ de: ['`"]|^\s+de: \{$/m.test(text))).toEqual([])
    expect(where((_, text) => /\.replace\(['"]\{\w+\}['"]/.test(text))).toEqual([])
  })

  it('reads the environment only in lib/env.ts (and Next’s runtime switch in instrumentation.ts, which the bundler replaces)', () => {
    expect(where((file, text) => /process\.env\b/.test(text) && file !== 'lib/env.ts' && file !== 'instrumentation.ts')).toEqual([])
    const instrumentation = where(
      (file, text) =>
        file === 'instrumentation.ts' && [...text.matchAll(/process\.env\.(\w+)/g)].some((match) => match[1] !== 'NEXT_RUNTIME'),
    )
    expect(instrumentation).toEqual([])
  })
})

describe('the request proxy', () => {
  it('lets only exact call paths without parameters past it: nothing in them is decoded, so its path check has nothing to find', async () => {
    const { CONTRACT } = await import('@/api/calls')
    const proxy = readFileSync(join(SRC, 'proxy.ts'), 'utf8')
    const matcher = /matcher: \[\s*'([^']+)'/.exec(proxy)?.[1] ?? ''
    // A call of one language is skipped for each of its two path prefixes.
    const skipped = [...matcher.matchAll(/\|((?:de|en)\/)?(api\/[^|$]*\/)\$/g)].map((match) =>
      match[1] ? `/{locale}/${match[2]}` : `/${match[2]}`,
    )
    expect(skipped.length).toBeGreaterThan(0)
    expect(skipped).toContain('/{locale}/api/events/')
    const plain = new Set<string>(
      Object.values(CONTRACT)
        .map((entry) => entry.path)
        .filter((path) => !path.replace(/^\/\{locale\}\//, '/').includes('{')),
    )
    for (const path of skipped) expect(plain.has(path), path).toBe(true)
  })
})
