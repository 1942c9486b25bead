import { getCalendar } from '@/features/programme/server/routes'

export const GET = getCalendar
