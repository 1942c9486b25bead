import { getSiteSettingsRoute } from '@/features/shell/server/shellRoutes'

export const dynamic = 'force-dynamic'

export const GET = getSiteSettingsRoute
