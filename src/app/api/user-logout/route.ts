import { getLogout } from '@/features/account/server/sessionRoutes'

export const dynamic = 'force-dynamic'

export const GET = getLogout
