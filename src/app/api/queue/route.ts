import { getQueue } from '@/features/queue/server/routes'

export const dynamic = 'force-dynamic'

/** Issue 43: the state of the browser's place in a sale opening's waiting room. */
export const GET = getQueue
