/**
 * `npm run bench:events`: adds generated performances to the database of DATABASE_URL so the
 * programme calls can be measured at a festival's full size (issue 10: 5,000 events), then
 * `npm run bench` against a server on that database. `-- --count N` sets how many (default 5000);
 * `-- --remove` deletes what an earlier run added (their slugs start with 'bench-').
 * Never for a production database: the events are published.
 */
import { scriptPayload } from './lib/payload'

const args = process.argv.slice(2)
const countArg = args.indexOf('--count')
const count = countArg >= 0 ? Number(args[countArg + 1]) : 5000
const payload = await scriptPayload()
const context = { disableRevalidate: true }

if (args.includes('--remove')) {
  const removed = await payload.delete({ collection: 'events', where: { slug: { like: 'bench-' } }, overrideAccess: true, context })
  payload.logger.info(`Removed ${removed.docs.length} generated events.`)
  await payload.destroy()
  process.exit(0)
}

const ids = async (collection: 'rooms' | 'genres' | 'exhibition-types' | 'event-tags' | 'series' | 'venues') =>
  (await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true })).docs.map((doc) => doc.id)
const [rooms, genres, types, tags, series, venues] = await Promise.all([
  ids('rooms'),
  ids('genres'),
  ids('exhibition-types'),
  ids('event-tags'),
  ids('series'),
  ids('venues'),
])
const pick = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined)
const access = ['audio_description', 'surtitles', 'sign_language', 'relaxed', 'easy_language', 'step_free'] as const
const start = Date.now()
const HOUR = 3_600_000

for (let i = 0; i < count; i++) {
  // Spread over a year from now, in the afternoon and evening.
  const day = Math.floor((i * 365) / count)
  const at = new Date(start + day * 24 * HOUR + (14 + (i % 8)) * HOUR)
  await payload.create({
    collection: 'events',
    locale: 'de',
    data: {
      _status: 'published',
      title: `Probe ${i + 1}`,
      slug: `bench-${i + 1}`,
      date_start: at.toISOString(),
      date_end: new Date(at.getTime() + 2 * HOUR).toISOString(),
      room: pick(rooms, i),
      venue: pick(venues, i),
      genre: pick(genres, i * 7),
      exhibition_type: pick(types, i * 3),
      tags: [pick(tags, i * 5)].filter((id): id is number => id !== undefined),
      series: i % 4 === 0 ? [pick(series, i)].filter((id): id is number => id !== undefined) : [],
      access_features: i % 5 === 0 ? [access[i % access.length] ?? 'surtitles'] : [],
    },
    overrideAccess: true,
    context,
  })
  if ((i + 1) % 500 === 0) payload.logger.info(`${i + 1} of ${count} events`)
}
payload.logger.info(`Added ${count} events in ${Math.round((Date.now() - start) / 1000)}s.`)
await payload.destroy()
process.exit(0)
