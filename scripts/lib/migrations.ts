import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

/** Names of the committed migrations of the adapter in use (the files Payload's migrate reads). */
export function committedMigrations(payload: Payload): string[] {
  const dir = payload.db.migrationDir
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d.*\.ts$/.test(file))
    .map((file) => path.basename(file, '.ts'))
    .sort()
}

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
