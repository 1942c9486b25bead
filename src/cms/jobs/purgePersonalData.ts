import type { TaskConfig } from 'payload'

/**
 * Every night at 03:17, once across all servers: storage limitation (issue 46). Form entries and
 * their files, expired carts with their holds, waiting lists of past performances, unused calendar
 * subscriptions, spent rate-limit counters and orders past the invoice's ten years go, by the
 * periods of the site settings (`features/privacy/server/retention.ts`). The server layer is loaded
 * when the job runs, so the config stays free of it.
 */
export const purgePersonalDataTask: TaskConfig<{
  input: Record<string, never>
  output: { formEntries: number; carts: number; ordersReduced: number }
}> = {
  slug: 'purge-personal-data',
  label: 'Delete personal data past its retention period',
  schedule: [{ cron: '17 3 * * *', queue: 'default' }],
  outputSchema: [
    { name: 'formEntries', type: 'number', required: true },
    { name: 'carts', type: 'number', required: true },
    { name: 'ordersReduced', type: 'number', required: true },
  ],
  retries: 2,
  handler: async ({ req }) => {
    const { purgeExpiredPersonalData } = await import('@/features/privacy/server/retention')
    const purged = await purgeExpiredPersonalData(req.payload)
    req.payload.logger.info({ msg: 'personal data past its retention period deleted', ...purged })
    return { output: { formEntries: purged.formEntries, carts: purged.carts, ordersReduced: purged.ordersReduced } }
  },
}
