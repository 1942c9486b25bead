import type { Payload } from 'payload'

import { committedMigrations } from '../../src/lib/db/migrations'

/**
 * Runs every pending migration and then checks that each committed migration is recorded as run,
 * so that a migration step that silently did nothing fails loudly instead.
 */
export async function migrateAndVerify(payload: Payload): Promise<{ ran: string[] }> {
  const expected = committedMigrations(payload)
  if (expected.length === 0) throw new Error(`No migrations found in ${payload.db.migrationDir}`)
  await payload.db.migrate()
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })
  const ran = docs.map((doc) => String(doc.name))
  const missing = expected.filter((name) => !ran.includes(name))
  if (missing.length > 0) throw new Error(`Migrations not applied: ${missing.join(', ')}`)
  return { ran }
}
