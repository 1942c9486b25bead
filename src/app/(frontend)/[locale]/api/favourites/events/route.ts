import { getFavouriteEvents } from '@/features/programme/server/favouriteRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: the upcoming events among the favourites' ids (the favourites page). */
export const GET = getFavouriteEvents
