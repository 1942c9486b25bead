import { getCalendarSubscription } from '@/features/programme/server/favouriteRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: the favourites of the customer this secret address belongs to, as a calendar. */
export const GET = getCalendarSubscription
