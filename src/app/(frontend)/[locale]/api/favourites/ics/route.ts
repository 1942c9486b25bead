import { getFavouritesCalendar } from '@/features/programme/server/favouriteRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: the upcoming favourites as one iCalendar file. */
export const GET = getFavouritesCalendar
