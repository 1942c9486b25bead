/**
 * `npm run cluster`: the production topology on this machine (issue 28): nginx on CLUSTER_PORT
 * (default 8080) in front of two app servers on the next two ports, on PostgreSQL (CLUSTER_DATABASE_URL,
 * default the database festival_cluster on 127.0.0.1:5432), a Redis and an S3 test server of its
 * own, with the demo content. Builds first if there is no build. Ctrl-C or SIGTERM stops
 * everything it started. `-- --fresh` starts from an empty database, bucket and cache.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startCluster } from './lib/cluster'

const port = Number(process.env.CLUSTER_PORT ?? 8080)
if (!Number.isInteger(port) || port < 1 || port > 65_528)
  throw new Error(`CLUSTER_PORT must be a port number below 65529: ${process.env.CLUSTER_PORT}`)

if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('▶ Building the site (next build, about two minutes on two cores)')
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  for (const [command, args] of [
    ['next', ['build']],
    ['tsx', ['scripts/build-sw.ts']],
    ['tsx', ['scripts/build-server.ts']],
  ] as const) {
    const result = spawnSync(path.resolve('node_modules/.bin', command), args, { stdio: 'inherit', env })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}

console.log('▶ Starting the cluster: Redis, the S3 test server, PostgreSQL schema and demo content, two app servers, nginx')
const cluster = await startCluster({
  port,
  dir: path.resolve('tmp/cluster'),
  databaseUrl: process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/festival_cluster',
  fresh: process.argv.includes('--fresh'),
})
console.log(`\n▶ The festival through the proxy: ${cluster.proxyUrl}/de  (admin: ${cluster.proxyUrl}/admin)`)
for (const server of cluster.servers) console.log(`  server ${server.name}: ${server.url}  (metrics: ${server.metricsUrl})`)
console.log(`  Redis ${cluster.redisUrl}, S3 ${cluster.s3Endpoint}, logs in tmp/cluster/logs. Ctrl-C stops everything.`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('\n▶ Stopping the cluster')
    void cluster.stop().then(() => process.exit(0))
  })
}
