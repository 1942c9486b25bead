/**
 * The floor the bench measures the site against (issues 26 and 47): a Next.js app of the version the
 * site runs on, built beside the site (outside the checkout) and served by `next start` in the same
 * run. It carries the same content as the site's pages, so that a ratio says what our code costs and
 * not what the content does:
 *  - for each measured page, that page's DOM as the site served it to an anonymous visitor, rendered
 *    again as plain server elements (no client component, no script of ours), with the same
 *    stylesheets, fonts and pictures (copied, the same bytes) — scripts/bench/sameDom.mjs;
 *  - `hero`: the home page's hero picture (the same files and markup) with its heading;
 *  - for each measured call, its answer as the site gave it, from a route handler (`/api/same/{slug}`);
 *  - a route handler answering a small JSON on every request (GET) and one reading a small JSON
 *    body (POST): what a call costs before any of our code runs.
 * The floor is rebuilt when Next's version or the content changes (a stamp of both).
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

const require = createRequire(import.meta.url)
const root = path.resolve('.')
// Outside the checkout: inside it, Next.js takes the site's src/proxy.ts for the floor's too.
// Its node_modules is the site's (a link), so both run the same Next.js and React.
const dir = path.join(os.tmpdir(), 'festival-bench-floor')
const nextBin = path.join(root, 'node_modules', '.bin', 'next')

const FILES = {
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: '/' } }\n`,
  // Each page is read at build time: the floor's pages are static, as the site's are for anonymous visitors.
  'tree.mjs': `import fs from 'node:fs'
import path from 'node:path'
import { createElement, Fragment } from 'react'

const content = path.join(process.cwd(), 'content')
export const slugs = () => (fs.existsSync(content) ? fs.readdirSync(content).map((file) => file.replace(/\\.json$/, '')) : [])
export const pageOf = (slug) => JSON.parse(fs.readFileSync(path.join(content, slug + '.json'), 'utf8'))
const render = (node) => (typeof node === 'string' ? node : createElement(node.t, node.p, ...(node.c ?? []).map(render)))
export const tree = (nodes) => createElement(Fragment, null, ...nodes.map(render))
`,
  'app/[slug]/layout.jsx': `import { pageOf } from '../../tree.mjs'

export default async function Layout({ children, params }) {
  const { html, body } = pageOf((await params).slug)
  return (
    <html {...html}>
      <body {...body}>{children}</body>
    </html>
  )
}
`,
  'app/[slug]/page.jsx': `import { pageOf, slugs, tree } from '../../tree.mjs'

export const dynamicParams = false
export function generateStaticParams() {
  return slugs().map((slug) => ({ slug }))
}
export async function generateMetadata({ params }) {
  return { title: pageOf((await params).slug).title }
}
export default async function Page({ params }) {
  const page = pageOf((await params).slug)
  return tree([...page.head, ...page.nodes])
}
`,
  // Each measured call's answer as the site gave it, served by a route handler: the same bytes.
  'app/api/same/[slug]/route.js': `import fs from 'node:fs'
import path from 'node:path'

const dir = path.join(process.cwd(), 'calls')
const answers = new Map(fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => [file.replace(/\\.json$/, ''), fs.readFileSync(path.join(dir, file))]) : [])
export const dynamic = 'force-dynamic'
export async function GET(request, { params }) {
  const body = answers.get((await params).slug)
  return body ? new Response(body, { headers: { 'content-type': 'application/json' } }) : Response.json({ error: 'none' }, { status: 404 })
}
`,
  'app/api/ping/route.js': `export const dynamic = 'force-dynamic'\nexport function GET() {\n  return Response.json({ ok: true, items: [1, 2, 3] })\n}\nexport async function POST(request) {\n  const body = await request.json()\n  return Response.json({ ok: true, received: Object.keys(body).length })\n}\n`,
}

/** The version of Next.js the site runs on: the floor must be built by the same. */
export function nextVersion() {
  return require('next/package.json').version
}

/**
 * Builds the floor with these pages ({ slug: { page, assets } } from sameDom.mjs) and call answers
 * ({ slug: text }) unless a build of
 * this Next version with the same content is there. Without pages (the surge bench needs only the
 * routes), any build of this version serves. Throws (loudly) when it cannot build.
 */
export function ensureFloor(pages = {}, calls = {}) {
  const stamp = path.join(dir, '.next', 'FLOOR_STAMP')
  const version = nextVersion()
  const hash = crypto
    .createHash('sha256')
    .update(version)
    .update(JSON.stringify(FILES))
    .update(JSON.stringify(pages))
    .update(JSON.stringify(calls))
    .digest('hex')
  if (fs.existsSync(stamp)) {
    const [builtVersion, builtHash] = fs.readFileSync(stamp, 'utf8').split(' ')
    if (builtVersion === version && (builtHash === hash || Object.keys(pages).length === 0)) return dir
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, 'content'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'calls'), { recursive: true })
  for (const [slug, answer] of Object.entries(calls)) fs.writeFileSync(path.join(dir, 'calls', `${slug}.json`), answer)
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  for (const [slug, { page, assets }] of Object.entries(pages)) {
    fs.writeFileSync(path.join(dir, 'content', `${slug}.json`), JSON.stringify(page))
    for (const [name, bytes] of Object.entries(assets)) {
      fs.mkdirSync(path.join(dir, 'public', 's'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'public', 's', name), Buffer.from(bytes, 'base64'))
    }
  }
  console.log(`▶ building the floor (Next.js ${version}, ${Object.keys(pages).length} same-content pages) in ${dir}`)
  const result = spawnSync(nextBin, ['build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0)
    throw new Error(`the floor (a Next.js ${version} app) could not be built: next build exited ${result.status ?? result.signal}`)
  fs.writeFileSync(stamp, `${version} ${hash}`)
  return dir
}

/** Serves the built floor on the port; resolves when it answers. */
export async function startFloor(port) {
  const base = `http://127.0.0.1:${port}`
  // Another floor (of another content) left running would answer in this one's place.
  if (
    await fetch(base + '/api/ping').then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken: stop what serves there (an earlier bench's floor?) or set BENCH_FLOOR_PORT`)
  const child = spawn(nextBin, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const until = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the floor's server exited (${child.exitCode})`)
    try {
      if ((await fetch(base + '/api/ping')).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill()
      throw new Error('the floor did not answer within 60 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { base, get: '/api/ping', post: '/api/ping', pid: child.pid, stop: () => child.kill('SIGTERM') }
}
