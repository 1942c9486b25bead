/**
 * `npm run seed`: fills an empty database with the demo festival.
 * Idempotent: on a database that already holds the festival it does nothing (say --reset to
 * delete the demo content first and seed it anew). `npm start` runs it with --if-empty.
 */
import { scriptPayload } from './lib/payload'
import { isSeeded, resetContent, seedFestival } from './seed/index'

const args = new Set(process.argv.slice(2))
const payload = await scriptPayload()

if (args.has('--reset')) {
  await resetContent(payload)
} else if (await isSeeded(payload)) {
  payload.logger.info('The database already holds content: nothing to seed (use --reset to seed anew).')
  await payload.destroy()
  process.exit(0)
}

const started = Date.now()
const summary = await seedFestival(payload, { now: new Date() })
payload.logger.info(`Seeded the demo festival in ${Math.round((Date.now() - started) / 1000)}s: ${JSON.stringify(summary)}`)
await payload.destroy()
process.exit(0)
