import type { TaskConfig } from 'payload'

/**
 * Every minute, once across all servers (Payload's job queue: one job per schedule slot, claimed by
 * one runner): orders lapse (decision 031). Unpaid past their deadline (an invoice's; at the box
 * office the minutes before the start the back office sets), they are cancelled and their seats
 * return to sale; guests' orders never confirmed are marked (their holds stopped counting by the
 * clock). Every minute, so that seats a box-office reservation kept come back while there is still
 * time to sell them. Then the seats that came back (these orders', and holds run out by the clock)
 * are offered to the waiting lists first (decision 037). The server layer is loaded when the job
 * runs, so the config stays free of it.
 */
export const cancelOverdueOrdersTask: TaskConfig<{ input: Record<string, never>; output: { performances: number } }> = {
  slug: 'cancel-overdue-orders',
  label: 'Let unpaid and unconfirmed orders lapse, offer returned seats to the waiting lists',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  outputSchema: [{ name: 'performances', type: 'number', required: true }],
  retries: 2,
  handler: async ({ req }) => {
    const { cancelOverdueOrders } = await import('@/features/booking/server/overdueOrders')
    const { offerReturnedSeats } = await import('@/features/booking/server/waitingList/offers')
    const performances = await cancelOverdueOrders(req.payload)
    // Seats that came back (these orders', and holds that ran out by the clock) go to the waiting lists first (issue 44).
    await offerReturnedSeats(req.payload)
    return { output: { performances } }
  },
}
