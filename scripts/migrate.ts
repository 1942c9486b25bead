/**
 * `npm run migrate`: brings the database named by DATABASE_URL (PostgreSQL, or the SQLite file by
 * default) to the current schema by running the committed migrations of its adapter.
 */
import fs from 'node:fs'

import { migrateAndVerify } from './lib/migrations'
import { scriptPayload } from './lib/payload'

fs.mkdirSync('data', { recursive: true })
const payload = await scriptPayload()
const { ran } = await migrateAndVerify(payload)
payload.logger.info(`Database schema is current (${ran.length} migrations, ${payload.db.name}).`)
await payload.destroy()
process.exit(0)
