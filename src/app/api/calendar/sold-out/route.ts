import { getSoldOutDays } from '@/features/programme/server/routes'

/** Beyond SPEC: the calendar's days on which every performance is sold out (booking: availability everywhere). */
export const GET = getSoldOutDays
