import type { TaskConfig } from 'payload'

/**
 * Every ten minutes, once across all servers (Payload's job queue: one job per schedule slot,
 * claimed by one runner): invoice orders unpaid past their deadline are cancelled and their seats
 * return to sale. The server layer is loaded when the job runs, so the config stays free of it.
 */
export const cancelOverdueOrdersTask: TaskConfig<{ input: Record<string, never>; output: { performances: number } }> = {
  slug: 'cancel-overdue-orders',
  label: 'Cancel overdue unpaid orders',
  schedule: [{ cron: '*/10 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'performances', type: 'number', required: true }],
  retries: 2,
  handler: async ({ req }) => {
    const { cancelOverdueOrders } = await import('@/features/booking/server/overdueOrders')
    return { output: { performances: await cancelOverdueOrders(req.payload) } }
  },
}
