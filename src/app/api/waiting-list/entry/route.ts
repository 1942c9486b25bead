import { postWaitingListEntry } from '@/features/booking/server/waitingList/routes'

export const dynamic = 'force-dynamic'

/** Issue 44: an entry's buttons (confirm, leave, take the offer). */
export const POST = postWaitingListEntry
