/**
 * `npm run migrate:create -- <name>`: writes a new migration for each adapter from the difference
 * between the config and that adapter's last migration snapshot. Run after every schema change and
 * commit both folders (src/cms/migrations/sqlite and src/cms/migrations/postgres).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const name = process.argv[2] ?? 'schema'
const adapter = process.env.MIGRATE_CREATE_ADAPTER

if (!adapter) {
  fs.mkdirSync('tmp', { recursive: true })
  const targets: Record<string, string> = {
    sqlite: 'file:./tmp/migrate-create.db',
    postgres: process.env.MIGRATE_CREATE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  }
  for (const [kind, url] of Object.entries(targets)) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate-create.ts', name], {
      stdio: 'inherit',
      env: { ...process.env, MIGRATE_CREATE_ADAPTER: kind, DATABASE_URL: url },
    })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  process.exit(0)
}

const { scriptPayload } = await import('./lib/payload')
const payload = await scriptPayload()
fs.mkdirSync(payload.db.migrationDir, { recursive: true })
const before = new Set(fs.readdirSync(payload.db.migrationDir))
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true, skipEmpty: true })
const created = fs.readdirSync(payload.db.migrationDir).filter((file) => !before.has(file))
payload.logger.info(`${adapter}: ${created.length > 0 ? created.join(', ') : 'no schema change'}`)
await payload.destroy()
process.exit(0)
