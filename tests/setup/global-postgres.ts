import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { migrateDatabase } from './migrate-base'

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

function urlFor(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${database}`
  return url.toString()
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Once per run: a database created from nothing and brought to the schema by `npm run migrate`'s
 * script; each test file then gets its own copy (CREATE DATABASE ... TEMPLATE, per-file-db.ts).
 */
export default async function setup(project: TestProject) {
  const prefix = `festival_test_${process.pid}`
  const template = `${prefix}_base`
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${template}`)
    await client.query(`CREATE DATABASE ${template}`)
  })
  migrateDatabase(urlFor(template))
  project.provide('testDatabase', { kind: 'postgres', template, dir: prefix, adminUrl: POSTGRES_ADMIN_URL })
  return async () => {
    await admin(async (client) => {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`])
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    })
  }
}
