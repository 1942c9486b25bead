import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { generateTypes } from 'payload/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../setup/payload'

let payload: Payload
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-schema-'))

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** A schema change without its migration or regenerated types fails here, not in production. */
describe('the committed schema artefacts match the config', () => {
  it('has a migration for every schema change (npm run migrate:create)', async () => {
    const committed = payload.db.migrationDir
    const copy = path.join(scratch, 'migrations')
    fs.cpSync(committed, copy, { recursive: true })
    const before = new Set(fs.readdirSync(copy))
    payload.db.migrationDir = copy
    try {
      await payload.db.createMigration({ migrationName: 'pending', payload, skipEmpty: true, forceAcceptWarning: true })
    } finally {
      payload.db.migrationDir = committed
    }
    // Payload writes a migration file even when nothing changed; a pending change is one with SQL in it.
    const pending = fs
      .readdirSync(copy)
      .filter((file) => !before.has(file) && file.endsWith('.ts') && file !== 'index.ts')
      .filter((file) => fs.readFileSync(path.join(copy, file), 'utf8').includes('sql`'))
    expect(pending).toEqual([])
  })

  it('has src/payload-types.ts generated from the current config (npm run generate)', async () => {
    const output = path.join(scratch, 'payload-types.ts')
    process.env.PAYLOAD_TS_OUTPUT_PATH = output
    try {
      await generateTypes(payload.config, { log: false })
    } finally {
      delete process.env.PAYLOAD_TS_OUTPUT_PATH
    }
    expect(fs.readFileSync(output, 'utf8')).toBe(fs.readFileSync(path.resolve('src/payload-types.ts'), 'utf8'))
  })
})
