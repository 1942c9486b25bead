#!/usr/bin/env node
/**
 * `npm start`: the one command that serves the site on a fresh machine.
 * Builds if there is no build yet (the site, its service worker and its server), brings the
 * database to the current schema, fills an empty database with the demo festival, then serves on
 * PORT (default 3000).
 */
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const bin = (name) => path.resolve('node_modules/.bin', name)
// The production server, bundled after the build (scripts/build-server.ts).
const SERVER = '.next/festival-server/serve.mjs'
const env = { ...process.env, FESTIVAL_ALLOW_DEMO_SECRET: process.env.FESTIVAL_ALLOW_DEMO_SECRET ?? '1', NEXT_TELEMETRY_DISABLED: '1' }

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

if (!fs.existsSync('.next/BUILD_ID') || process.env.FESTIVAL_REBUILD === '1') {
  run('Building the site (next build, about two minutes on two cores)', bin('next'), ['build'], { NODE_ENV: 'production' })
  run('Building the service worker', bin('tsx'), ['scripts/build-sw.ts'], { NODE_ENV: 'production' })
}
// A build from before the server was bundled with it gets its server now (a second).
if (!fs.existsSync(SERVER) || process.env.FESTIVAL_REBUILD === '1') run('Building the server', bin('tsx'), ['scripts/build-server.ts'])
run('Migrating the database', bin('tsx'), ['scripts/migrate.ts'])
// The content first; its pictures' files are written beside the server (below), so the site serves
// sooner: the pages already name every file, and each picture shows once it is written.
run('Seeding the demo festival if the database is empty', bin('tsx'), ['scripts/seed.ts', '--pictures-later'])

const port = process.env.PORT ?? '3000'
console.log(`\n▶ Serving on http://localhost:${port}  (German home: /de, English: /en, admin: /admin)`)
const server = spawn(process.execPath, [SERVER], {
  stdio: 'inherit',
  env: { ...env, PORT: port, NODE_ENV: 'production' },
})
const pictures = spawn(bin('tsx'), ['scripts/seed.ts', '--pictures'], { stdio: 'inherit', env })
pictures.on('exit', (code) => {
  // The site serves on without them; the next start finishes what is missing.
  if (code !== 0 && code !== null) console.error(`✖ Writing the demo pictures failed (exit ${code}); \`npm start\` again finishes them`)
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    pictures.kill(signal)
    server.kill(signal)
  })
server.on('exit', (code) => {
  pictures.kill()
  process.exit(code ?? 0)
})
