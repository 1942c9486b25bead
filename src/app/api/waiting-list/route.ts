import { postWaitingList } from '@/features/booking/server/waitingList/routes'

export const dynamic = 'force-dynamic'

/** Issue 44: a place on a sold-out performance's waiting list. */
export const POST = postWaitingList
