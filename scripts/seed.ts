/**
 * `npm run seed`: fills an empty database with the demo festival, then writes its pictures' files.
 * Idempotent: on a database that already holds the festival it adds nothing (say --reset to delete
 * the demo content first and seed it anew) and only finishes pictures an earlier run left pending.
 * --pictures-later leaves the pictures pending and --pictures only finishes them: `npm start` seeds
 * the content, then serves while it finishes the pictures beside the server (scripts/seed/pictures.ts).
 */
import { scriptPayload } from './lib/payload'
import { isSeeded, resetContent, seedFestival } from './seed/index'
import { finishPictures } from './seed/pictures'

const args = new Set(process.argv.slice(2))
const payload = await scriptPayload()
const seconds = (since: number) => `${Math.round((Date.now() - since) / 100) / 10}s`

async function seedContent(): Promise<void> {
  if (args.has('--reset')) await resetContent(payload)
  else if (await isSeeded(payload)) {
    payload.logger.info('The database already holds content: nothing to seed (use --reset to seed anew).')
    return
  }
  const started = Date.now()
  const summary = await seedFestival(payload, { now: new Date() })
  payload.logger.info(`Seeded the demo festival in ${seconds(started)}: ${JSON.stringify(summary)}`)
}

if (!args.has('--pictures')) await seedContent()
if (!args.has('--pictures-later')) {
  const started = Date.now()
  const finished = await finishPictures(payload)
  if (finished > 0) payload.logger.info(`Wrote the files of ${finished} demo pictures in ${seconds(started)}.`)
}
await payload.destroy()
process.exit(0)
