import { endpoint } from '@/api/endpoint'
import { getOpeningHoursToday } from '@/features/shell/server/shell'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 GET /api/opening-hours-today/ (localised): today's weekly entries and exceptions (Berlin
 * calendar day); the client turns them into the 'open from / until / closed' label.
 */
export const GET = endpoint('openingHoursToday', async ({ payload, locale }) => getOpeningHoursToday(payload, locale, new Date()))
