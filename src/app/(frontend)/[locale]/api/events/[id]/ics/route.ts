import { getEventCalendar } from '@/features/programme/server/routes'

export const dynamic = 'force-dynamic'

export const GET = getEventCalendar
