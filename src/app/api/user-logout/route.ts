import { getLogout } from '@/features/account/server/accountRoutes'

export const dynamic = 'force-dynamic'

export const GET = getLogout
