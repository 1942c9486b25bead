import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'sqlite' | 'postgres'; template: string; dir: string; adminUrl?: string }
  }
}

/** Before a test file loads Payload: its own fresh copy of the migrated base database. */
const db = inject('testDatabase')
const id = randomUUID().slice(0, 8)

if (db.kind === 'sqlite') {
  const file = path.join(db.dir, `${id}.db`)
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(db.template + suffix)) fs.copyFileSync(db.template + suffix, file + suffix)
  }
  process.env.DATABASE_URL = `file:${file}`
} else {
  const name = `${db.dir}_${id}`
  const client = new pg.Client({ connectionString: db.adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${db.template}`)
  await client.end()
  const url = new URL(db.adminUrl ?? '')
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
}
process.env.MEDIA_DIR = path.join(db.kind === 'sqlite' ? db.dir : path.resolve('tmp/test-db'), `media-${id}`)
process.env.UPLOADS_DIR = path.join(db.kind === 'sqlite' ? db.dir : path.resolve('tmp/test-db'), `uploads-${id}`)
// Messages without SMTP_URL land in a folder of the test run, never in the project's data/mail.
process.env.MAIL_DIR = path.join(db.kind === 'sqlite' ? db.dir : path.resolve('tmp/test-db'), `mail-${id}`)
