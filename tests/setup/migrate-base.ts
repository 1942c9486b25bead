import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** Runs `npm run migrate`'s script against a database, so every test run proves the migrations. */
export function migrateDatabase(databaseUrl: string, extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test', ...extraEnv },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`Migrating ${databaseUrl} failed:\n${result.stdout}\n${result.stderr}`)
  }
}
