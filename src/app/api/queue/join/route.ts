import { postQueueJoin } from '@/features/queue/server/routes'

export const dynamic = 'force-dynamic'

/** Issue 43: a place in a sale opening's waiting room for this browser. */
export const POST = postQueueJoin
