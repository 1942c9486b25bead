/**
 * `npm run migrate`: brings the database named by DATABASE_URL (PostgreSQL, or the SQLite file by
 * default) to the current schema by running the committed migrations of its adapter. An empty
 * search index (the migration that creates it has just run) is then built from the content.
 */
import fs from 'node:fs'

import { rebuildSearchIndex, searchIndexIsEmpty } from '../src/features/search/server/indexer'

import { migrateAndVerify } from './lib/migrations'
import { scriptPayload } from './lib/payload'

fs.mkdirSync('data', { recursive: true })
const payload = await scriptPayload()
const { ran } = await migrateAndVerify(payload)
payload.logger.info(`Database schema is current (${ran.length} migrations, ${payload.db.name}).`)
if (await searchIndexIsEmpty(payload)) {
  const { entries } = await rebuildSearchIndex(payload)
  payload.logger.info(`Search index built (${entries} entries).`)
}
await payload.destroy()
process.exit(0)
