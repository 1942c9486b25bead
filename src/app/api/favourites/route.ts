import { getAccountFavourites, postAccountFavourites } from '@/features/programme/server/favouriteRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: the logged-in customer's favourites (GET) and changes to them (POST). */
export const GET = getAccountFavourites
export const POST = postAccountFavourites
