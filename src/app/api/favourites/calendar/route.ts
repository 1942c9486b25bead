import { subscribeCalendar, unsubscribeCalendar } from '@/features/programme/server/favouriteRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: a customer's private calendar subscription, made anew (POST) or revoked (DELETE). */
export const POST = subscribeCalendar
export const DELETE = unsubscribeCalendar
