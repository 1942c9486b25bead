import { getPayload, type Payload } from 'payload'
import { afterAll } from 'vitest'

/** The Payload Local API on this test file's own database (see per-file-db.ts). */
export async function testPayload(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  afterAll(async () => {
    await payload.destroy()
  })
  return payload
}
