import { endpoint } from '@/api/endpoint'
import { getBreakingNews } from '@/features/shell/server/shell'

export const dynamic = 'force-dynamic'

/** SPEC §7 GET /api/breaking-news/ (localised): `{ data }`, the alerts online now, newest first. */
export const GET = endpoint('breakingNews', async ({ payload, locale }) => ({ data: await getBreakingNews(payload, locale, new Date()) }))
