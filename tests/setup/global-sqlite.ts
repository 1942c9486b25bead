import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { migrateDatabase } from './migrate-base'

/** Once per run: a migrated SQLite base database that each test file copies (per-file-db.ts). */
export default function setup(project: TestProject) {
  const dir = path.resolve('tmp/test-db', `sqlite-${process.pid}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const base = path.join(dir, 'base.db')
  migrateDatabase(`file:${base}`)
  project.provide('testDatabase', { kind: 'sqlite', template: base, dir })
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
