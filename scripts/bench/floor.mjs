/**
 * The floor the bench measures the site against (issue 26): an empty Next.js app of the version the
 * site runs on, built once beside the site (tmp/bench-floor, rebuilt when Next's version changes)
 * and served by `next start` in the same run. A page with a heading and a paragraph, a route
 * handler answering a small JSON on every request (GET) and one reading a small JSON body (POST):
 * what the framework costs before any of our code runs.
 */
import { spawn, spawnSync } from 'node:child_process'
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
  'app/layout.jsx': `export const metadata = { title: 'Floor' }\nexport default function Layout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  )\n}\n`,
  'app/page.jsx': `export default function Page() {\n  return (\n    <main>\n      <h1>An empty page</h1>\n      <p>A heading and a paragraph, to measure what Next.js itself costs.</p>\n    </main>\n  )\n}\n`,
  'app/api/ping/route.js': `export const dynamic = 'force-dynamic'\nexport function GET() {\n  return Response.json({ ok: true, items: [1, 2, 3] })\n}\nexport async function POST(request) {\n  const body = await request.json()\n  return Response.json({ ok: true, received: Object.keys(body).length })\n}\n`,
}

/** The version of Next.js the site runs on: the floor must be built by the same. */
export function nextVersion() {
  return require('next/package.json').version
}

/** Builds the floor unless a build of this Next version is there; throws (loudly) if it cannot. */
export function ensureFloor() {
  const stamp = path.join(dir, '.next', 'FLOOR_VERSION')
  const version = nextVersion()
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === version) return dir
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  console.log(`▶ building the floor (an empty Next.js ${version} app) in ${dir}`)
  const result = spawnSync(nextBin, ['build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0)
    throw new Error(`the floor (an empty Next.js ${version} app) could not be built: next build exited ${result.status ?? result.signal}`)
  fs.writeFileSync(stamp, version)
  return dir
}

/** Serves the built floor on the port; resolves when it answers. */
export async function startFloor(port) {
  const child = spawn(nextBin, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const base = `http://127.0.0.1:${port}`
  const until = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the floor's server exited (${child.exitCode})`)
    try {
      if ((await fetch(base + '/')).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill()
      throw new Error('the floor did not answer within 60 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { base, page: '/', get: '/api/ping', post: '/api/ping', stop: () => child.kill('SIGTERM') }
}
