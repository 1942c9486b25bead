import { getEventTickets } from '@/features/booking/server/cartRoutes'

export const dynamic = 'force-dynamic'

/** Beyond SPEC: a performance's seat groups, prices and timeslots with live availability, for the booking widget. */
export const GET = getEventTickets
