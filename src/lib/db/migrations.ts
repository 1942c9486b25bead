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
